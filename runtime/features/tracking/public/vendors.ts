// Tracking's vendors, each its own chunk, for the integrations (../../integrations/). The
// `import()` literals stay here, where esbuild reads them.
export const loadGoogleAnalytics = () => import('../google/google-analytics');
export const loadMatomo = () => import('../matomo/matomo');
export const loadNielsen = () => import('../nielsen/nielsen');
export const loadQuantcast = () => import('../quantcast/quantcast');
