/**
 * Every component a library exports (its src/index.ts) documents its props: each member of its
 * props type declared in the workspace carries a TSDoc comment, callbacks included. The designers'
 * Storybook shows these comments as the props table's descriptions (docs/storybook.md); a prop
 * without one is a blank cell. Read with TypeScript's compiler API, as react-docgen reads them.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../../..');
const LIBS = path.join(root, 'libs');

/** Each library's public face: libs/NAME/src/index.ts, or libs/GROUP/NAME/src/index.ts. */
function libraryEntries(): string[] {
  return readdirSync(LIBS).flatMap((name) => {
    const own = path.join(LIBS, name, 'src/index.ts');
    if (existsSync(own)) return [own];
    return readdirSync(path.join(LIBS, name))
      .map((child) => path.join(LIBS, name, child, 'src/index.ts'))
      .filter((entry) => existsSync(entry));
  });
}

function createProgram(entries: string[]): ts.Program {
  const configFile = path.join(root, 'tsconfig.base.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);
  return ts.createProgram(entries, { ...options, noEmit: true, jsx: ts.JsxEmit.ReactJSX });
}

const inWorkspace = (declaration: ts.Declaration) => {
  const file = declaration.getSourceFile().fileName;
  return !file.includes('/node_modules/') && file.startsWith(LIBS);
};

/** The props type of a component's type (a function component, memo, forwardRef or lazy one), if it is one. */
function propsOf(checker: ts.TypeChecker, type: ts.Type): ts.Type | undefined {
  const types = type.isUnionOrIntersection() ? type.types : [type];
  for (const candidate of types) {
    for (const signature of candidate.getCallSignatures()) {
      const returned = checker.typeToString(signature.getReturnType());
      if (!/Element|ReactNode|ReactPortal/.test(returned)) continue;
      const [first] = signature.getParameters();
      if (!first || signature.getParameters().length > 2) continue;
      return checker.getTypeOfSymbol(first);
    }
  }
  return undefined;
}

/** `Component.prop` for every prop declared in the workspace without a TSDoc comment. */
function undocumentedProps(program: ts.Program, entry: string): string[] {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const module = source && checker.getSymbolAtLocation(source);
  if (!module) return [];
  const missing: string[] = [];
  for (const exported of checker.getExportsOfModule(module)) {
    if (!/^[A-Z]/.test(exported.name)) continue;
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    if (!(symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable))) continue;
    const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
    if (!declaration) continue;
    const props = propsOf(checker, checker.getTypeOfSymbolAtLocation(symbol, declaration));
    if (!props) continue;
    for (const prop of checker.getPropertiesOfType(props)) {
      const declarations = (prop.declarations ?? []).filter(inWorkspace);
      if (declarations.length === 0) continue;
      const documented = ts.displayPartsToString(prop.getDocumentationComment(checker)).trim() !== '';
      if (!documented) {
        const where = path.relative(root, declarations[0].getSourceFile().fileName);
        missing.push(`${exported.name}.${prop.name} (${where})`);
      }
    }
  }
  return [...new Set(missing)];
}

const entries = libraryEntries();
const program = createProgram(entries);

it('finds the components of the design system and the features', () => {
  const ui = path.join(LIBS, 'ui/src/index.ts');
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(ui) as ts.SourceFile);
  const banner = checker.getExportsOfModule(module as ts.Symbol).find((symbol) => symbol.name === 'OpenAppBanner');
  expect(banner).toBeDefined();
});

it.each(entries.map((entry) => [path.relative(root, path.dirname(path.dirname(entry))), entry]))(
  "%s: every exported component's props carry TSDoc, callbacks included",
  (_library, entry) => {
    expect(undocumentedProps(program, entry)).toEqual([]);
  },
);
