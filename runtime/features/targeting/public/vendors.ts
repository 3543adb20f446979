// Targeting's vendors, each its own chunk, for the integrations (../../integrations/). The
// `import()` literals stay here, where esbuild reads them.
export const loadUserMatching = () => import('../start-user-matching');
export const loadUserRegistration = () => import('../start-user-registration');
