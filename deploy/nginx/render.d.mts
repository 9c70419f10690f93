// Types of render.mjs for the deployment's TypeScript tests.
export declare const TEMPLATES_DIR: string;
export declare function renderTemplate(text: string, values: Record<string, string | number>): string;
export declare function writeNginxConf(
  dir: string,
  sites: Array<{
    listen: number | string;
    upstream: string;
    servers: string[];
    /** This site's page cache; the options' pageCache otherwise. */
    pageCache?: boolean;
  }>,
  options?: { realIpFrom?: string; statusPort?: number; pageCache?: boolean },
): string;
