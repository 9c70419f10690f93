// The components each library exports from its public face (src/index.ts), read with TypeScript's
// compiler API as react-docgen reads them: the props TSDoc test and the stories inventory share it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const root = path.resolve(__dirname, '../../..');
const LIBS = path.join(root, 'libs');

/** A library's folder, its project's name and tags, and its public face (src/index.ts). */
export interface Library {
  folder: string;
  name: string;
  tags: string[];
  entry: string;
}

/** Every library: libs/NAME, or libs/GROUP/NAME (libs/auth/feature). */
export function libraries(): Library[] {
  const folders = readdirSync(LIBS).flatMap((name) =>
    existsSync(path.join(LIBS, name, 'project.json'))
      ? [path.join(LIBS, name)]
      : readdirSync(path.join(LIBS, name)).map((child) => path.join(LIBS, name, child)),
  );
  return folders
    .filter((folder) => existsSync(path.join(folder, 'src/index.ts')))
    .map((folder) => {
      const project = JSON.parse(readFileSync(path.join(folder, 'project.json'), 'utf8'));
      return { folder, name: project.name, tags: project.tags ?? [], entry: path.join(folder, 'src/index.ts') };
    });
}

export function createProgram(entries: string[]): ts.Program {
  const { config } = ts.readConfigFile(path.join(root, 'tsconfig.base.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);
  return ts.createProgram(entries, { ...options, noEmit: true, jsx: ts.JsxEmit.ReactJSX });
}

/**
 * Whether a value's type is a component's (a function component, memo, forwardRef, lazy or context
 * one: called with at most props and a ref, it returns something React draws, or null), and its props type
 * (none when it takes no props).
 */
function componentOf(checker: ts.TypeChecker, type: ts.Type): { props?: ts.Type } | undefined {
  const types = type.isUnionOrIntersection() ? type.types : [type];
  for (const candidate of types) {
    for (const signature of candidate.getCallSignatures()) {
      const returned = checker.typeToString(signature.getReturnType());
      // A component that only runs effects (a redirect, a service worker's registration) returns null.
      if (!/Element|ReactNode|ReactPortal|^null$/.test(returned)) continue;
      const parameters = signature.getParameters();
      if (parameters.length > 2) continue;
      return { props: parameters[0] && checker.getTypeOfSymbol(parameters[0]) };
    }
  }
  return undefined;
}

/** An exported component: its name in the library's face and its props type. */
export interface ExportedComponent {
  name: string;
  /** The symbol it is declared as (an export's alias resolved). */
  symbol: ts.Symbol;
  /** Its props type; none when it takes no props. */
  props?: ts.Type;
}

/** The components a library's face exports (PascalCase values whose type renders React). */
export function exportedComponents(program: ts.Program, entry: string): ExportedComponent[] {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const module = source && checker.getSymbolAtLocation(source);
  if (!module) return [];
  return checker.getExportsOfModule(module).flatMap((exported) => {
    if (!/^[A-Z][a-z]/.test(exported.name)) return [];
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    if (!(symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable))) return [];
    const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
    if (!declaration) return [];
    const component = componentOf(checker, checker.getTypeOfSymbolAtLocation(symbol, declaration));
    return component ? [{ name: exported.name, symbol, ...component }] : [];
  });
}

/** The library's stories files (*.stories.tsx under its src/). */
export function storiesFiles(library: Library): string[] {
  const src = path.join(library.folder, 'src');
  return readdirSync(src, { recursive: true })
    .map(String)
    .filter((file) => /\.stories\.tsx?$/.test(file))
    .map((file) => path.join(src, file));
}

/** The imports of a stories file: each named one with the module it comes from, and each module imported whole. */
export function storiesImports(file: string): { named: Array<{ name: string; specifier: string }>; whole: string[] } {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const named: Array<{ name: string; specifier: string }> = [];
  const whole: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause?.namedBindings) continue;
    const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
    const bindings = statement.importClause.namedBindings;
    if (ts.isNamedImports(bindings))
      bindings.elements.forEach((element) =>
        named.push({ name: (element.propertyName ?? element.name).text, specifier }),
      );
    else whole.push(specifier);
  }
  return { named, whole };
}
