/**
 * The framework's chunks (tools/vite-plugins/src/lib/chunks.ts names them), in the order they are
 * evaluated: React and React DOM, then React Router and styled-components, which import React.
 * A module of its own, without imports: the Vite configuration loads it with plain Node.
 */
export const FRAMEWORK_CHUNKS = ['framework-react', 'framework-router', 'framework-styled'] as const;
