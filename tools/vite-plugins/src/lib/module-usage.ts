/**
 * Which modules' code a module runs, by name: a small tree-shaker over Rollup's syntax trees, for
 * the browser's chunking (chunks.ts) to put a module with the chunks that need it before Rollup
 * has tree-shaken. Each top-level declaration of a module is followed on its own: an imported name
 * leads to the declaration the other module exports under it (through re-exports), and from there to
 * what that declaration references. A module reached with any name runs its other top-level
 * statements too (`Foo.displayName = …` goes with Foo). It errs on the side of more: a name that only
 * a nested scope shadows still counts, and `export *` is followed into every module it names.
 */
import type { Rollup } from 'vite';

interface AstNode {
  type: string;
  [key: string]: unknown;
}

/** A module and one of its exports ('*': all of them, and everything the module runs). */
type Need = [string, string];

/** One module's top level: what each name is and what the rest of its code references. */
interface ModuleScope {
  /** Local name → the top-level statements that declare or mutate it. */
  declarations: Map<string, AstNode[]>;
  /** Local name → the module and name it imports. */
  imports: Map<string, Need>;
  /** Exported name → its local name, or the expression of `export default <expression>`. */
  exports: Map<string, string | AstNode>;
  /** Exported name → the module and name it re-exports. */
  reexports: Map<string, Need>;
  /** Modules it re-exports everything of (`export * from`). */
  stars: string[];
  /** Top-level statements that run whenever the module does (not a declaration of a name). */
  statements: AstNode[];
  /** Modules imported for their effect alone (`import './x'`). */
  sideEffectImports: string[];
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

const nameOf = (node: unknown): string => {
  const named = node as { name?: string; value?: unknown } | null | undefined;
  return named?.name ?? String(named?.value);
};

/** The names a binding pattern declares (`const { a, b: [c] } = …`). */
function boundNames(pattern: unknown, names: string[] = []): string[] {
  if (!isNode(pattern)) return names;
  if (pattern.type === 'Identifier') names.push(nameOf(pattern));
  else if (pattern.type === 'ObjectPattern')
    for (const property of pattern.properties as AstNode[])
      boundNames(property.type === 'RestElement' ? property.argument : property.value, names);
  else if (pattern.type === 'ArrayPattern')
    for (const element of pattern.elements as unknown[]) boundNames(element, names);
  else if (pattern.type === 'RestElement') boundNames(pattern.argument, names);
  else if (pattern.type === 'AssignmentPattern') boundNames(pattern.left, names);
  return names;
}

/** Every identifier a piece of code references (property names after a dot and keys aside). */
function referencedNames(node: unknown, names: Set<string>): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) referencedNames(item, names);
    return names;
  }
  if (!isNode(node)) return names;
  if (node.type === 'Identifier') {
    names.add(nameOf(node));
    return names;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    // a.b: b is no variable; { b: 1 }, class { b() {} }: neither is b.
    if (key === 'property' && node.type === 'MemberExpression' && !node.computed) continue;
    if (key === 'key' && !node.computed && ['Property', 'MethodDefinition', 'PropertyDefinition'].includes(node.type))
      continue;
    referencedNames(value, names);
  }
  return names;
}

/** The declared name a top-level statement mutates (`Foo.displayName = …`), if that is all it does. */
function mutatedName(statement: AstNode): string | null {
  const expression = statement.expression as AstNode | undefined;
  if (statement.type !== 'ExpressionStatement' || expression?.type !== 'AssignmentExpression') return null;
  let target = expression.left as AstNode;
  while (target.type === 'MemberExpression') target = target.object as AstNode;
  return target.type === 'Identifier' ? nameOf(target) : null;
}

function scopeOf(info: Rollup.ModuleInfo): ModuleScope | null {
  const body = (info.ast as unknown as { body?: AstNode[] } | null)?.body;
  if (!body) return null;
  // Rollup lists a module's imported ids in the order their sources first appear.
  const sources: string[] = [];
  for (const node of body) {
    const source = (node.source as { value?: unknown } | null | undefined)?.value;
    if (typeof source === 'string' && !sources.includes(source)) sources.push(source);
  }
  const idOf = (node: AstNode) => info.importedIds[sources.indexOf(String((node.source as { value?: unknown }).value))];
  const scope: ModuleScope = {
    declarations: new Map(),
    imports: new Map(),
    exports: new Map(),
    reexports: new Map(),
    stars: [],
    statements: [],
    sideEffectImports: [],
  };
  const declare = (name: string, node: AstNode) =>
    scope.declarations.set(name, [...(scope.declarations.get(name) ?? []), node]);
  const declareStatement = (node: AstNode): string[] => {
    if (node.type === 'VariableDeclaration') {
      const names = (node.declarations as AstNode[]).flatMap((declarator) => boundNames(declarator.id));
      for (const name of names) declare(name, node);
      return names;
    }
    if ((node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration') && node.id) {
      declare(nameOf(node.id), node);
      return [nameOf(node.id)];
    }
    return [];
  };
  const mutations: AstNode[] = [];
  for (const node of body) {
    const specifiers = (node.specifiers ?? []) as AstNode[];
    if (node.type === 'ImportDeclaration') {
      const id = idOf(node);
      if (!id) continue;
      if (specifiers.length === 0) scope.sideEffectImports.push(id);
      for (const specifier of specifiers) {
        const imported =
          specifier.type === 'ImportSpecifier'
            ? nameOf(specifier.imported)
            : specifier.type === 'ImportDefaultSpecifier'
              ? 'default'
              : '*';
        scope.imports.set(nameOf(specifier.local), [id, imported]);
      }
    } else if (node.type === 'ExportNamedDeclaration') {
      const id = node.source ? idOf(node) : undefined;
      for (const specifier of specifiers) {
        if (node.source) {
          if (id) scope.reexports.set(nameOf(specifier.exported), [id, nameOf(specifier.local)]);
        } else scope.exports.set(nameOf(specifier.exported), nameOf(specifier.local));
      }
      if (isNode(node.declaration))
        for (const name of declareStatement(node.declaration)) scope.exports.set(name, name);
    } else if (node.type === 'ExportAllDeclaration') {
      const id = idOf(node);
      if (id && node.exported) scope.reexports.set(nameOf(node.exported), [id, '*']);
      else if (id) scope.stars.push(id);
    } else if (node.type === 'ExportDefaultDeclaration') {
      const declaration = node.declaration as AstNode;
      const declared =
        isNode(declaration) &&
        (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') &&
        declaration.id;
      if (declared) scope.exports.set('default', declareStatement(declaration)[0]);
      else if (declaration.type === 'Identifier') scope.exports.set('default', nameOf(declaration));
      else scope.exports.set('default', declaration);
    } else if (declareStatement(node).length === 0 && node.type !== 'EmptyStatement') {
      mutations.push(node);
    }
  }
  for (const node of mutations) {
    const name = mutatedName(node);
    if (name && scope.declarations.has(name)) declare(name, node);
    else scope.statements.push(node);
  }
  return scope;
}

/** What the modules' code uses, learned entry by entry. */
export interface ModuleUsage {
  /**
   * The modules whose code runs when `entry` runs (all of it: '*'), each reached through the names its
   * importers use. Followed once per entry: later calls answer the same set, not to be changed.
   */
  usedBy(entry: string): Set<string>;
  /**
   * Module → the modules its code imports from, for the code some entry asked for so far: the code
   * Rollup keeps of a module is what any chunk uses, and it goes wherever the module goes.
   */
  dependencies: Map<string, Set<string>>;
}

/**
 * The usage of a build's modules. A module the `skip` test is true for (the framework's, whose
 * chunks are fixed) is neither listed nor followed.
 */
export function moduleUsage(
  getModuleInfo: Rollup.GetModuleInfo,
  skip: (id: string) => boolean = () => false,
): ModuleUsage {
  const scopes = new Map<string, ModuleScope | null>();
  const scopeFor = (info: Rollup.ModuleInfo) => {
    if (!scopes.has(info.id)) scopes.set(info.id, scopeOf(info));
    return scopes.get(info.id) ?? null;
  };
  const dependencies = new Map<string, Set<string>>();
  const depend = (from: string, to: string) => {
    if (skip(to)) return;
    const set = dependencies.get(from) ?? new Set<string>();
    set.add(to);
    dependencies.set(from, set);
  };
  // Both the shell chunks and the route chunks ask for every entry's usage: each is followed once.
  const usedByEntry = new Map<string, Set<string>>();
  const usedBy = (entry: string) => {
    const known = usedByEntry.get(entry);
    if (known) return known;
    const used = new Set<string>();
    const seenNeeds = new Set<string>();
    const seenLocals = new Set<string>();
    // A need, and the module whose code has it: the edge goes to the module that declares the name
    // (through re-exports), not to a re-exporting index.
    const queue: Array<[string, string, string | null]> = [[entry, '*', null]];
    const need = (from: string | null, [id, name]: Need) => queue.push([id, name, from]);
    const followLocal = (id: string, scope: ModuleScope, name: string) => {
      const key = `${id}\0${name}`;
      if (seenLocals.has(key)) return;
      seenLocals.add(key);
      const imported = scope.imports.get(name);
      if (imported) {
        need(id, imported);
        return;
      }
      const declarations = scope.declarations.get(name);
      if (!declarations) return;
      used.add(id);
      for (const reference of referencedNames(declarations, new Set())) followLocal(id, scope, reference);
    };
    const enter = (id: string, scope: ModuleScope) => {
      const key = `${id}\0(module)`;
      if (seenLocals.has(key)) return;
      seenLocals.add(key);
      if (scope.statements.length > 0) used.add(id);
      for (const reference of referencedNames(scope.statements, new Set())) followLocal(id, scope, reference);
      for (const sideEffect of scope.sideEffectImports) need(id, [sideEffect, '*']);
    };
    /** An export: its local name, or the expression of `export default <expression>`. */
    const followExport = (id: string, scope: ModuleScope, exported: string | AstNode) => {
      if (typeof exported === 'string') {
        followLocal(id, scope, exported);
        return;
      }
      used.add(id);
      for (const reference of referencedNames(exported, new Set())) followLocal(id, scope, reference);
    };
    for (let next = queue.pop(); next; next = queue.pop()) {
      const [id, name, from] = next;
      const key = `${id}\0${name}\0${from}`;
      if (seenNeeds.has(key)) continue;
      seenNeeds.add(key);
      const info = getModuleInfo(id);
      if (!info || info.isExternal || skip(id)) continue;
      const scope = scopeFor(info);
      if (!scope) {
        // Known only by its id (no syntax tree): all it imports counts.
        if (from) depend(from, id);
        used.add(id);
        for (const imported of info.importedIds) need(id, [imported, '*']);
        continue;
      }
      if (name === '*') {
        if (from) depend(from, id);
        enter(id, scope);
        for (const local of scope.declarations.keys()) followLocal(id, scope, local);
        for (const exported of scope.exports.values()) followExport(id, scope, exported);
        for (const target of [...scope.reexports.values(), ...scope.stars.map((star): Need => [star, '*'])])
          need(from, target);
        continue;
      }
      const reexport = scope.reexports.get(name);
      if (reexport) {
        need(from, reexport);
        continue;
      }
      const exported = scope.exports.get(name);
      if (exported === undefined) {
        for (const star of scope.stars) need(from, [star, name]);
        continue;
      }
      if (from) depend(from, id);
      enter(id, scope);
      followExport(id, scope, exported);
    }
    usedByEntry.set(entry, used);
    return used;
  };
  return { usedBy, dependencies };
}
