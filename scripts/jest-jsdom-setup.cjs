// After the environment is up: jest-dom's matchers, and RTL's `findBy…`/`waitFor` given time
// enough for a shared, loaded machine (CI runs two projects at once); a failing wait still fails.
require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 4000 });
