// Types of project-graph.mjs for the workspace's tests.
export interface ProjectNode {
  name: string;
  type: string;
  data: {
    root: string;
    tags?: string[];
    targets?: Record<string, { executor?: string; options?: Record<string, unknown> }>;
    implicitDependencies?: string[];
  };
}
export interface ProjectGraph {
  nodes: Record<string, ProjectNode>;
  dependencies: Record<string, Array<{ source: string; target: string; type: string }>>;
}
export declare function readProjectGraph(): ProjectGraph;
