// Story parameters of every story (the designers' Storybook and the Jest story tests): full-screen
// stories in a 375×812 phone viewport.
export const phoneStoryParameters = {
  layout: 'fullscreen',
  viewport: {
    options: {
      iphoneX: { name: 'iPhone X (375×812)', styles: { width: '375px', height: '812px' } },
    },
  },
  initialGlobals: { viewport: { value: 'iphoneX', isRotated: false } },
};
