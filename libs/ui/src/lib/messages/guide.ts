// Open-in-browser guide (issue 13): where the app cannot be launched from the page (WeChat before
// its open tag is ready, QQ, Weibo), the visitor is shown how to open the page in the browser.
export const GUIDE_STEP_MENU = '点击右上角 ··· 菜单';
export const GUIDE_STEP_BROWSER = '选择「在浏览器打开」';
export const GUIDE_HINT = '在浏览器中即可打开APP';
export const GUIDE_DISMISS = '我知道了';
