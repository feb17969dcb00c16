/*
 * Polyfill-era patches of the legacy-host page, the kind old shop bundles carried: shims that
 * overwrite native built-ins unconditionally (Object.assign, String.prototype.padStart), a
 * custom-elements wrapper as document-register-element installs one (it records each name).
 * No enumerable addition to Object.prototype here: together with Prototype 1.6's Object.keys
 * (which lists inherited properties) it stops the login form's submit (no request is sent);
 * our request bodies are tested against it in the unit tests.
 * A classic script: ES5 on purpose.
 */
(function (global) {
  Object.assign = function (target) {
    if (target == null) throw new TypeError('Cannot convert undefined or null to object');
    var to = Object(target);
    for (var index = 1; index < arguments.length; index++) {
      var source = arguments[index];
      if (source == null) continue;
      for (var key in source) {
        if (Object.hasOwn(source, key)) to[key] = source[key];
      }
    }
    return to;
  };

  String.prototype.padStart = function (targetLength, padString) {
    var string = String(this);
    targetLength = targetLength >> 0;
    padString = String(typeof padString !== 'undefined' ? padString : ' ');
    if (string.length >= targetLength || !padString.length) return string;
    var needed = targetLength - string.length;
    while (padString.length < needed) padString += padString;
    return padString.slice(0, needed) + string;
  };

  var registry = global.customElements;
  if (registry) {
    var define = registry.define;
    global.__definedByThePage = [];
    registry.define = function (name) {
      global.__definedByThePage.push(name);
      return define.apply(registry, arguments);
    };
  }
})(this);
