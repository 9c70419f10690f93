// Testing Library's findBy and waitFor give up after one second by default: long enough on an idle
// machine, not on CI's two cores while lint, type checks and Storybook builds run beside the tests
// (a component test's lazily loaded chunk or data can take longer to arrive there). A test that
// waits for something that never comes still fails, after five seconds.
const { configure } = require('@testing-library/dom');

configure({ asyncUtilTimeout: 5000 });
