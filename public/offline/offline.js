// Retry loads the address the visitor asked for again (the worker shows this page only while it fails).
document.getElementById('retry')?.addEventListener('click', () => window.location.reload());
// The page is interactive: the same mark the app sets once hydrated (browser tests wait for it).
document.documentElement.dataset.hydrated = 'true';
