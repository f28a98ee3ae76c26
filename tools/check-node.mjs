// Fails early, in plain words, on a Node.js that cannot run the platform. The real floor is require(esm):
// several dependencies (cookie 2, content-disposition 3, htmlparser2 for sanitize-html) are ES modules loaded with
// require(), which Node supports unflagged from 20.19 on the 20 line and from 22.12 on. Their package.json files
// declare ">=22" and npm warns about it (EBADENGINE); CI runs the whole suite on Node 20 to prove the floor holds.
const [major, minor] = process.versions.node.split('.').map(Number);
const supported = (major === 20 && minor >= 19) || (major === 22 && minor >= 12) || major >= 23;
if (!supported) {
  console.error(
    `需要 Node.js 20.19+ 或 22.12+（当前 ${process.version}）。This platform needs Node.js ^20.19 or >=22.12 (found ${process.version}).`,
  );
  process.exit(1);
}
