// DOM matchers for the session and login-logic tests (the panel's view and stories: @share/auth/feature).
import '@testing-library/jest-dom';
