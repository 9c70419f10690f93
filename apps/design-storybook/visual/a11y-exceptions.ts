// The one list of axe rules the visual run does not check, each with its reason. The designers'
// Storybook's accessibility panel leaves out the same rules (.storybook/preview.tsx reads this list).
// Every other rule fails a story on a serious or critical violation.
export const A11Y_EXCEPTIONS: Record<string, string> = {};
