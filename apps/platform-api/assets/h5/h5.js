// The demo H5 pages' back link: back to the story the visitor came from when there is one, else the
// link's own address (the site's home).
document.addEventListener('click', function (event) {
  var link = event.target instanceof Element ? event.target.closest('a.back') : null;
  if (!link) return;
  var sameSite = document.referrer && new URL(document.referrer).origin === location.origin;
  if (sameSite && history.length > 1) {
    event.preventDefault();
    history.back();
  }
});
