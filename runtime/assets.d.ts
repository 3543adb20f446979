// Stylesheets are imported for their side effect: esbuild emits them beside the bundle.
declare module '*.css';
