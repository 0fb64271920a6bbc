# Varnish 7.1 (Debian bookworm) as the shared page cache in front of the balancer (docs/deployment.md,
# "Page cache"). The app purges by tag: PAGE_PURGE_URL=http://varnish:6081/ with PAGE_PURGE_BY=tag.
vcl 4.1;

# The balancer in front of the instances (haproxy, deploy/haproxy/haproxy.cfg), or one instance.
backend larkspur {
    .host = "127.0.0.1";
    .port = "8080";
}

# Who may purge: the app instances.
acl purgers {
    "127.0.0.1";
    "10.0.0.0"/8;
    "172.16.0.0"/12;
    "192.168.0.0"/16;
}

sub vcl_recv {
    # `PURGE /` with `Surrogate-Key: menu:10101` drops every page that carries that tag.
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (req.http.Surrogate-Key !~ "^[A-Za-z0-9:_-]+( [A-Za-z0-9:_-]+)*$") {
            return (synth(400, "Surrogate-Key: one or more tags"));
        }
        # No blank in the expression: ban() splits its argument at blanks.
        ban("obj.http.Surrogate-Key ~ (^|\s)(" + regsuball(req.http.Surrogate-Key, " ", "|") + ")(\s|$)");
        return (synth(200, "Purged"));
    }
    # Scraped from each instance directly, never through the public entrance.
    if (req.url == "/metrics") {
        return (synth(404, "Not Found"));
    }
    # The API is never cached here; event streams pass through as they come.
    if (req.url ~ "^/api/" || (req.method != "GET" && req.method != "HEAD")) {
        return (pass);
    }
    # A visitor with a session (guest bag or member) goes to the app, whose own cache knows which
    # pages it may share with them.
    if (req.http.Cookie ~ "(^|;)\s*(__Host-)?larkspur_sid=") {
        return (pass);
    }
    # Any other cookie (analytics, consent) is ignored: the anonymous page is the same whatever it says.
    unset req.http.Cookie;
    return (hash);
}

# No vcl_backend_response: the built-in rules keep what Cache-Control allows (s-maxage, and
# stale-while-revalidate as grace) and never a no-store, private or Set-Cookie reply.

sub vcl_deliver {
    # The tags are for purging here, not for browsers.
    unset resp.http.Surrogate-Key;
    unset resp.http.Cache-Tag;
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}
