// Special topics (wording ours).
/** The short form's title when its item has none. */
export const SPECIAL_DEFAULT_TITLE = '专题';
/** Label of the sp_topic card (our wording), beside the special-topic icon. */
export const SP_TOPIC_LABEL = '专题网页';
