// DOM matchers for the session and login-logic tests (the login panel's view and stories live in @share/ui).
import '@testing-library/jest-dom';
