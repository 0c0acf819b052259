/**
 * Imported first by server/index.ts: React and React Router pick their production builds from
 * NODE_ENV when they are first loaded, so it must be set before any of them is imported. Without it
 * every page renders with React's development build, several times slower.
 */
process.env.NODE_ENV ??= "production";
