// Server rendering has no use for stylesheets: every CSS import becomes an empty module.
module.exports = function emptyLoader() {
  return '';
};
