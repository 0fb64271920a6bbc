// Retry loads the address the visitor asked for again (the worker shows this page only while it fails).
document.getElementById('retry')?.addEventListener('click', () => window.location.reload());
