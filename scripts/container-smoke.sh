#!/usr/bin/env bash
# Builds the Dockerfile with podman and runs the image on PGlite: as its own non-root user, on a
# read-only root file system, it must pass its HEALTHCHECK, serve the home page and exit 0 on
# SIGTERM. Usage: bash scripts/container-smoke.sh  (NODE_IMAGE=… to build on another base).
#
# Where no image registry is reachable, the base is a local stand-in for node:20-bookworm-slim:
# Debian bookworm from debootstrap plus this machine's Node 20 and npm (and its CA bundle, for a
# registry behind a TLS proxy). The podman settings below suit a machine without systemd, cgroup
# v2 or overlayfs (runc, cgroupfs, vfs); set CONTAINERS_CONF / CONTAINERS_STORAGE_CONF to use yours.
set -euo pipefail
cd "$(dirname "$0")/.."

STATE="${CONTAINER_SMOKE_DIR:-/var/tmp/larkspur-container}"
IMAGE="localhost/larkspur:smoke"
BASE="localhost/larkspur-node:20-bookworm"
NAME="larkspur-smoke-$$"
mkdir -p "$STATE"
step() { printf '\n== %s (%ss)\n' "$1" "$SECONDS"; }

step "packages"
missing=()
for p in podman runc debootstrap; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if [ -z "${CONTAINERS_CONF:-}" ]; then
  # crun refuses hybrid cgroups and the default ulimits exceed what a sandbox may raise.
  cat >"$STATE/containers.conf" <<EOF
[containers]
default_ulimits = ["nofile=$(ulimit -Hn):$(ulimit -Hn)", "nproc=4096:4096"]
[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
events_logger = "file"
EOF
  export CONTAINERS_CONF="$STATE/containers.conf"
fi
if [ -z "${CONTAINERS_STORAGE_CONF:-}" ]; then
  printf '[storage]\ndriver = "vfs"\ngraphroot = "%s/storage"\nrunroot = "%s/run"\n' "$STATE" "$STATE" >"$STATE/storage.conf"
  export CONTAINERS_STORAGE_CONF="$STATE/storage.conf"
fi

if [ -z "${NODE_IMAGE:-}" ]; then
  NODE_IMAGE="$BASE"
  if ! podman image exists "$BASE"; then
    step "base image $BASE from Debian packages"
    node -e 'process.exit(process.versions.node.split(".")[0] === "20" ? 0 : 1)' || {
      echo "The stand-in base copies this machine's Node, which must be Node 20." >&2
      exit 1
    }
    rootfs="$STATE/rootfs"
    rm -rf "$rootfs"
    debootstrap --variant=minbase bookworm "$rootfs" "${DEBIAN_MIRROR:-http://deb.debian.org/debian}" >"$STATE/debootstrap.log"
    install -m 0755 "$(command -v node)" "$rootfs/usr/local/bin/node"
    mkdir -p "$rootfs/usr/local/lib/node_modules"
    cp -a "$(npm root -g)/npm" "$rootfs/usr/local/lib/node_modules/"
    ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
    ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
    mkdir -p "$rootfs/etc/ssl/certs"
    cp /etc/ssl/certs/ca-certificates.crt "$rootfs/etc/ssl/certs/"
    rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
    tar -C "$rootfs" -c . | podman import \
      --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
      --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
      --change 'CMD ["node"]' - "$BASE" >/dev/null
    rm -rf "$rootfs"
  fi
fi

step "build $IMAGE on $NODE_IMAGE"
# Docker format: the OCI image format has no HEALTHCHECK.
podman build --format docker --build-arg NODE_IMAGE="$NODE_IMAGE" -t "$IMAGE" . >"$STATE/build.log" 2>&1 || {
  tail -30 "$STATE/build.log" >&2
  exit 1
}
podman image inspect "$IMAGE" --format 'image size: {{.Size}} bytes'

step "run"
cleanup() { podman rm -f -v "$NAME" >/dev/null 2>&1 || true; }
trap cleanup EXIT
PORT="$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
# No systemd here to time the HEALTHCHECK: it is run once by hand below.
podman run -d --name "$NAME" --read-only --health-interval disable -e PUBLIC_URL="http://127.0.0.1:$PORT" \
  -p "127.0.0.1:$PORT:3000" "$IMAGE" >/dev/null
started=$SECONDS
ready=""
for _ in $(seq 1 60); do
  if curl -fsS -o /dev/null "http://127.0.0.1:$PORT/api/health/live" 2>/dev/null; then ready=1 && break; fi
  sleep 1
done
fail() {
  echo "FAILED: $1" >&2
  podman logs "$NAME" 2>&1 | tail -20 >&2
  exit 1
}
[ -n "$ready" ] || fail "/api/health/live did not answer within 60 s"
echo "live $((SECONDS - started)) s after start: $(curl -fsS "http://127.0.0.1:$PORT/api/health/live")"
podman healthcheck run "$NAME" || fail "the image's HEALTHCHECK"
echo "HEALTHCHECK: healthy"
user="$(podman exec "$NAME" id -un)"
[ "$user" = larkspur ] || fail "runs as $user, not larkspur"
echo "user: $user"
home="$(curl -sS -o /dev/null -w '%{http_code} %{size_download}' "http://127.0.0.1:$PORT/")"
[ "${home%% *}" = 200 ] || fail "GET / answered $home"
echo "GET /: $home bytes"

step "SIGTERM"
podman stop -t 25 "$NAME" >/dev/null
code="$(podman inspect "$NAME" --format '{{.State.ExitCode}}')"
[ "$code" = 0 ] || fail "exit code $code after SIGTERM"
echo "exit code after SIGTERM: $code"
step "container smoke passed"
