// The files of a new library, by type. Each mirrors a kept library: open-app's Jest settings for
// data-access, util-format's for util, and for ui and feature the story test set-up on ui's story preview.

/** What a project of each type may import (STYLE.md's boundaries), for the README stub. */
const MAY_IMPORT = {
  feature: 'ui, data-access and util libraries, never another feature (the app composes features)',
  ui: 'ui and util libraries only: the design system never tracks or fetches; features pass callbacks in',
  'data-access': 'data-access and util libraries',
  util: 'util libraries only, and no react or styled-components',
};

const withView = (type) => type === 'ui' || type === 'feature';

function projectJson({ name, type }) {
  const project = {
    name,
    $schema: '../../node_modules/nx/schemas/project-schema.json',
    sourceRoot: `libs/${name}/src`,
    projectType: 'library',
    tags: [`type:${type}`, 'scope:share-web'],
  };
  return `${JSON.stringify(project, null, 2)}\n`;
}

function jestConfig({ name, type }) {
  const lines = [
    'module.exports = {',
    "  ...require('../../jest.preset.cjs'),",
    `  displayName: '${name}',`,
    '  rootDir: __dirname,',
  ];
  if (type === 'util') {
    lines.push("  testEnvironment: 'node',");
  } else {
    lines.push("  testEnvironment: 'jsdom',");
  }
  if (withView(type)) {
    lines.push(
      "  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],",
      '  // Storybook 10 ships ESM only: let SWC turn it into CommonJS for composeStories.',
      "  transformIgnorePatterns: ['/node_modules/(?!(@storybook|storybook)/)'],",
    );
  }
  lines.push('};', '');
  return lines.join('\n');
}

function tsconfig({ type }) {
  const include = ['src/**/*.ts', 'src/**/*.tsx', ...(withView(type) ? ['jest.setup.ts'] : [])];
  const config = { extends: '../../tsconfig.base.json', compilerOptions: { types: ['node', 'jest'] }, include };
  return `${JSON.stringify(config, null, 2)}\n`;
}

// The designers' Storybook renders stories in ui's preview; Jest renders them in the same one.
const JEST_SETUP = `// DOM matchers and the design system's story preview (theme, global style, toast) for every composed story.
import '@testing-library/jest-dom';
import { setProjectAnnotations } from '@storybook/react';
import preview from '../ui/.storybook/preview';

setProjectAnnotations(preview);
`;

/** The first component of a ui or feature library: a props-only view on the theme. */
const component = ({ name, className }) => `import styled from 'styled-components';

const Box = styled.section\`
  padding: \${({ theme }) => theme.space.md};
  background: \${({ theme }) => theme.colors.surface};
  color: \${({ theme }) => theme.colors.text};
\`;

export interface ${className}Props {
  /** The heading of the section. */
  title: string;
}

/** @share/${name}'s first view: replace it with the library's own. */
export function ${className}({ title }: ${className}Props) {
  return (
    <Box>
      <h2>{title}</h2>
    </Box>
  );
}
`;

const story = ({ name, className }) => `import type { Meta, StoryObj } from '@storybook/react-vite';
import { ${className} } from './${name}';

const meta = {
  // Storybook puts it under the library's name (the designers' Storybook's titlePrefix): probe/Probe.
  title: '${className}',
  component: ${className},
  args: { title: '${className}' },
} satisfies Meta<typeof ${className}>;
export default meta;

type Story = StoryObj<typeof meta>;

/** One story per visible state (STYLE.md habit 5). */
export const Default: Story = {};
`;

const componentSpec = ({
  name,
  className,
}) => `// The stories, rendered as a designer sees them: a story that breaks fails the tests.
import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import * as stories from './${name}.stories';

const { Default } = composeStories(stories);

describe('${className} stories', () => {
  it('Default: shows its title as a heading', () => {
    render(<Default />);
    expect(screen.getByRole('heading', { name: '${className}' })).toBeInTheDocument();
  });
});
`;

/** The first module of a data-access or util library: a pure function and its test. */
const moduleFile = ({ className }) => `/** Replace with the library's first real function. */
export function format${className}Count(count: number): string {
  return count === 1 ? 'one item' : \`\${count} items\`;
}
`;

const moduleSpec = ({ name, className }) => `import { format${className}Count } from './${name}';

describe('format${className}Count', () => {
  it('names one item and counts the others', () => {
    expect(format${className}Count(1)).toBe('one item');
    expect(format${className}Count(3)).toBe('3 items');
  });
});
`;

function readme({ name, type, className }) {
  const face = withView(type) ? `\`${className}\` (props \`${className}Props\`)` : `\`format${className}Count\``;
  const example = withView(type)
    ? `import { ${className} } from '@share/${name}';\n\n<${className} title="…" />;`
    : `import { format${className}Count } from '@share/${name}';\n\nformat${className}Count(3); // '3 items'`;
  return `# @share/${name}

\`libs/${name}\` · type:${type}, scope:share-web

Made by \`npm run new-lib -- ${name} --type=${type}\`. Replace every line below with what is true of the library.

## What it owns

TODO: what this library is for, which part of the spec it implements, and what it leaves to others. It may
import ${MAY_IMPORT[type]}.

## Public face

Everything others use is exported by name from \`src/index.ts\` (a dead-export check, \`npx knip --include
exports,types\`, fails on an export no other project imports):

- ${face}: TODO.

## Stories and tests

${
  withView(type)
    ? `Stories sit next to their components (\`*.stories.tsx\`); Jest renders them with \`composeStories\`, so a story
that breaks fails the tests.

- In the one Storybook with every library: \`npm run storybook\` (port 6006), under **${name}**, and in
  \`npm run visual\` (a baseline picture per story: \`npm run visual -- --update\` adds them).
`
    : ''
}- Tests: \`npx nx run-many -t lint typecheck test -p ${name}\`, or one file:
  \`npx jest -c libs/${name}/jest.config.cjs <file>\`.

## Example

\`\`\`tsx
${example}
\`\`\`
`;
}

/** Every file of the library, by its path under libs/NAME. */
function files(options) {
  const { name, type, className } = options;
  const out = {
    'project.json': projectJson(options),
    'tsconfig.json': tsconfig(options),
    'jest.config.cjs': jestConfig(options),
    'README.md': readme(options),
  };
  if (withView(type)) {
    Object.assign(out, {
      'jest.setup.ts': JEST_SETUP,
      [`src/lib/${name}/${name}.tsx`]: component(options),
      [`src/lib/${name}/${name}.stories.tsx`]: story(options),
      [`src/lib/${name}/${name}.spec.tsx`]: componentSpec(options),
      'src/index.ts': [
        `// Public face of @share/${name}: TODO (what others import from it).`,
        `export { ${className} } from './lib/${name}/${name}';`,
        `export type { ${className}Props } from './lib/${name}/${name}';`,
        '',
      ].join('\n'),
    });
  } else {
    Object.assign(out, {
      [`src/lib/${name}.ts`]: moduleFile(options),
      [`src/lib/${name}.spec.ts`]: moduleSpec(options),
      'src/index.ts': [
        `// Public face of @share/${name}: TODO (what others import from it).`,
        `export { format${className}Count } from './lib/${name}';`,
        '',
      ].join('\n'),
    });
  }
  return out;
}

module.exports = { files };
