// The one list of axe rules the visual run does not check, each with its reason. The designers'
// Storybook's accessibility panel leaves out the same rules (preview.tsx reads this list).
// Every other rule fails a story on a serious or critical violation.
//
// It is empty: no rule needs leaving out. The spec's fixed viewport (user-scalable=no, the meta-viewport
// rule) is in the app's document (apps/share-web/app/root.tsx), not in a story: stories render in
// Storybook's own iframe page, whose viewport allows zooming. Add a rule here only with its reason.
export const A11Y_EXCEPTIONS: Record<string, string> = {};
