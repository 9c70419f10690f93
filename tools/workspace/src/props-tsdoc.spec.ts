/**
 * Every component a library exports (its src/index.ts) documents its props: each member of its
 * props type declared in the workspace carries a TSDoc comment, callbacks included. The designers'
 * Storybook shows these comments as the props table's descriptions (docs/storybook.md); a prop
 * without one is a blank cell. Read with TypeScript's compiler API, as react-docgen reads them.
 */
import path from 'node:path';
import ts from 'typescript';
import { createProgram, exportedComponents, libraries, root } from './exported-components';

const LIBS = path.join(root, 'libs');

const inWorkspace = (declaration: ts.Declaration) => {
  const file = declaration.getSourceFile().fileName;
  return !file.includes('/node_modules/') && file.startsWith(LIBS);
};

/** `Component.prop` for every prop declared in the workspace without a TSDoc comment. */
function undocumentedProps(program: ts.Program, entry: string): string[] {
  const checker = program.getTypeChecker();
  const missing: string[] = [];
  for (const { name, props } of exportedComponents(program, entry)) {
    if (!props) continue;
    for (const prop of checker.getPropertiesOfType(props)) {
      const declarations = (prop.declarations ?? []).filter(inWorkspace);
      if (declarations.length === 0) continue;
      const documented = ts.displayPartsToString(prop.getDocumentationComment(checker)).trim() !== '';
      if (!documented) {
        const where = path.relative(root, declarations[0].getSourceFile().fileName);
        missing.push(`${name}.${prop.name} (${where})`);
      }
    }
  }
  return [...new Set(missing)];
}

const libs = libraries();
const program = createProgram(libs.map((library) => library.entry));

it('finds the components of the design system and the features', () => {
  const ui = libs.find((library) => library.name === 'ui');
  const names = exportedComponents(program, ui?.entry ?? '').map((component) => component.name);
  expect(names).toEqual(expect.arrayContaining(['OpenAppBanner', 'UserPostCard']));
});

it.each(libs.map((library) => [path.relative(root, library.folder), library.entry]))(
  "%s: every exported component's props carry TSDoc, callbacks included",
  (_library, entry) => {
    expect(undocumentedProps(program, entry)).toEqual([]);
  },
);
