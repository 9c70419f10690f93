/** The attribute that marks a deferred section in the server HTML. */
export const DEFERRED_HYDRATION_ATTRIBUTE = 'data-deferred-hydration';
