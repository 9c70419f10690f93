/**
 * Every component the design system (type:ui) and the features (type:feature) export is drawn by a
 * story of its library (STYLE.md habit 5: one story per visible state), so a new component without
 * stories fails here. A page container `NamePage` is drawn through its props-only view `NameView`
 * (habit 4: the view has the stories); a component that draws nothing of its own is listed below
 * with the reason. "Drawn" means a stories file of the library imports it (by name, or the module
 * that exports it, as the icons' gallery does).
 */
import ts from 'typescript';
import {
  createProgram,
  exportedComponents,
  libraries,
  storiesFiles,
  storiesImports,
  type Library,
} from './exported-components';

/** Exported components with no picture of their own, and why. */
const DRAWS_NOTHING: Record<string, string> = {
  GlobalStyle: 'the global style sheet, under every story already (the preview draws it)',
  ToastProvider: 'a context provider; the toast it shows is the Toast stories',
  DeferredHydration: 'hydrates its children later; draws only them',
  PageModulesContext: 'a React context',
  RenderOnlyDataProvider: 'a context provider of server-render data',
  AppServices: 'the browser-side services (API client, session, share setup) around a page',
  PageRuntime: 'registers the service worker and prefetches links; draws nothing',
  DesktopRedirect: 'navigates a wide window to the desktop page (the DesktopPage stories)',
};

const UI_OR_FEATURE = (library: Library) => library.tags.some((tag) => tag === 'type:ui' || tag === 'type:feature');
const libs = libraries().filter(UI_OR_FEATURE);
const program = createProgram(libs.map((library) => library.entry));
const checker = program.getTypeChecker();

/** The names the library's stories import: each named import, and every export of a module imported whole. */
function storiedNames(library: Library): Set<string> {
  const names = new Set<string>();
  for (const file of storiesFiles(library)) {
    const { named, whole } = storiesImports(file);
    named.forEach(({ name }) => names.add(name));
    for (const specifier of whole) {
      const resolved = ts.resolveModuleName(specifier, file, program.getCompilerOptions(), ts.sys).resolvedModule;
      const module = resolved && program.getSourceFile(resolved.resolvedFileName);
      const symbol = module && checker.getSymbolAtLocation(module);
      if (symbol) checker.getExportsOfModule(symbol).forEach((exported) => names.add(exported.name));
    }
  }
  return names;
}

it('reads the components of the design system and the features', () => {
  expect(libs.map((library) => library.name)).toEqual(expect.arrayContaining(['ui', 'feed', 'shell', 'auth']));
});

it.each(libs.map((library) => [library.name, library] as const))(
  '%s: every exported component is drawn by a story (a page by its view’s)',
  (_name, library) => {
    const storied = storiedNames(library);
    const missing = exportedComponents(program, library.entry)
      .map(({ name }) => name)
      .filter((name) => !(name in DRAWS_NOTHING))
      .filter((name) => !storied.has(name) && !storied.has(name.replace(/Page$/, 'View')));
    expect(missing).toEqual([]);
  },
);

it('lists as drawing nothing only components that are exported', () => {
  const exported = new Set(
    libs.flatMap((library) => exportedComponents(program, library.entry).map(({ name }) => name)),
  );
  expect(Object.keys(DRAWS_NOTHING).filter((name) => !exported.has(name))).toEqual([]);
});
