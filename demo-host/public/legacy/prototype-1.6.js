/*
 * The global patches of Prototype 1.6.0.3 (Magento 1.3-1.5), reproduced from its source for
 * the legacy-host page and the unit tests of our request bodies: what such a page changes in
 * the built-ins every script shares. Only the language extensions are here (no DOM, Ajax,
 * Selector); each one is written the way Prototype 1.6 writes it, overwriting the native
 * method where Prototype does. A classic script: ES3-style on purpose, like its original.
 */
(function (global) {
  var $break = {};
  var K = function (x) { return x; };

  function extend(destination, source) {
    for (var property in source) destination[property] = source[property];
    return destination;
  }

  function inspectString(string, useDoubleQuotes) {
    var escaped = string.replace(/[\x00-\x1f\\]/g, function (character) {
      var special = { '\b': '\\b', '\t': '\\t', '\n': '\\n', '\f': '\\f', '\r': '\\r', '\\': '\\\\' };
      if (character in special) return special[character];
      return '\\u00' + (character.charCodeAt(0) < 16 ? '0' : '') + character.charCodeAt(0).toString(16);
    });
    if (useDoubleQuotes) return '"' + escaped.replace(/"/g, '\\"') + '"';
    return "'" + escaped.replace(/'/g, "\\'") + "'";
  }

  // Object: static helpers; `keys` replaces the native one and lists inherited properties too.
  extend(Object, {
    extend: extend,
    toJSON: function (object) {
      var type = typeof object;
      switch (type) {
        case 'undefined':
        case 'function':
        case 'unknown':
          return;
        case 'boolean':
          return object.toString();
      }
      if (object === null) return 'null';
      if (object.toJSON) return object.toJSON();
      if (object.nodeType === 1) return;
      var results = [];
      for (var property in object) {
        var value = Object.toJSON(object[property]);
        if (value !== undefined) results.push(property.toJSON() + ': ' + value);
      }
      return '{' + results.join(', ') + '}';
    },
    keys: function (object) {
      var keys = [];
      for (var property in object) keys.push(property);
      return keys;
    },
    values: function (object) {
      var values = [];
      for (var property in object) values.push(object[property]);
      return values;
    },
    isArray: function (object) {
      return object != null && typeof object === 'object' && 'splice' in object && 'join' in object;
    },
    isFunction: function (object) { return typeof object === 'function'; },
    isString: function (object) { return typeof object === 'string'; },
    isNumber: function (object) { return typeof object === 'number'; },
    isUndefined: function (object) { return typeof object === 'undefined'; }
  });

  // Function.prototype: its own bind replaces the native one.
  extend(Function.prototype, {
    bind: function () {
      if (arguments.length < 2 && arguments[0] === undefined) return this;
      var __method = this, args = $A(arguments), object = args.shift();
      return function () {
        return __method.apply(object, args.concat($A(arguments)));
      };
    },
    defer: function () {
      var __method = this, args = $A(arguments);
      return setTimeout(function () { return __method.apply(__method, args); }, 10);
    }
  });

  // The JSON of the primitives' wrappers: a string's is already quoted.
  String.prototype.toJSON = function () { return inspectString(String(this), true); };
  String.prototype.inspect = function (useDoubleQuotes) { return inspectString(String(this), useDoubleQuotes); };
  Number.prototype.toJSON = function () { return isFinite(this) ? this.toString() : 'null'; };
  Date.prototype.toJSON = function () {
    var pad = function (n) { return (n < 10 ? '0' : '') + n; };
    return '"' + this.getUTCFullYear() + '-' + pad(this.getUTCMonth() + 1) + '-' + pad(this.getUTCDate()) + 'T' +
      pad(this.getUTCHours()) + ':' + pad(this.getUTCMinutes()) + ':' + pad(this.getUTCSeconds()) + 'Z"';
  };

  // Enumerable, mixed into Array.prototype: map, filter, find, every, some and entries are
  // replaced by Prototype's own (callbacks get no third argument, `entries` returns an array).
  var Enumerable = {
    each: function (iterator, context) {
      var index = 0;
      try {
        this._each(function (value) { iterator.call(context, value, index++); });
      } catch (e) {
        if (e != $break) throw e;
      }
      return this;
    },
    all: function (iterator, context) {
      iterator = iterator || K;
      var result = true;
      this.each(function (value, index) {
        result = result && !!iterator.call(context, value, index);
        if (!result) throw $break;
      });
      return result;
    },
    any: function (iterator, context) {
      iterator = iterator || K;
      var result = false;
      this.each(function (value, index) {
        if ((result = !!iterator.call(context, value, index))) throw $break;
      });
      return result;
    },
    collect: function (iterator, context) {
      iterator = iterator || K;
      var results = [];
      this.each(function (value, index) { results.push(iterator.call(context, value, index)); });
      return results;
    },
    detect: function (iterator, context) {
      var result;
      this.each(function (value, index) {
        if (iterator.call(context, value, index)) {
          result = value;
          throw $break;
        }
      });
      return result;
    },
    findAll: function (iterator, context) {
      var results = [];
      this.each(function (value, index) {
        if (iterator.call(context, value, index)) results.push(value);
      });
      return results;
    },
    include: function (object) {
      if (typeof this.indexOf === 'function' && this.indexOf(object) != -1) return true;
      var found = false;
      this.each(function (value) {
        if (value == object) {
          found = true;
          throw $break;
        }
      });
      return found;
    },
    inject: function (memo, iterator, context) {
      this.each(function (value, index) { memo = iterator.call(context, memo, value, index); });
      return memo;
    },
    pluck: function (property) {
      var results = [];
      this.each(function (value) { results.push(value[property]); });
      return results;
    },
    toArray: function () { return this.map(); },
    size: function () { return this.toArray().length; },
    inspect: function () { return '#<Enumerable:' + this.toArray().inspect() + '>'; }
  };
  extend(Enumerable, {
    map: Enumerable.collect,
    find: Enumerable.detect,
    select: Enumerable.findAll,
    filter: Enumerable.findAll,
    member: Enumerable.include,
    entries: Enumerable.toArray,
    every: Enumerable.all,
    some: Enumerable.any
  });

  function $A(iterable) {
    if (!iterable) return [];
    if (iterable.toArray) return iterable.toArray();
    var length = iterable.length || 0, results = new Array(length);
    while (length--) results[length] = iterable[length];
    return results;
  }

  extend(Array.prototype, Enumerable);
  if (!Array.prototype._reverse) Array.prototype._reverse = Array.prototype.reverse;
  extend(Array.prototype, {
    _each: function (iterator) {
      for (var i = 0, length = this.length; i < length; i++) iterator(this[i]);
    },
    clear: function () { this.length = 0; return this; },
    first: function () { return this[0]; },
    last: function () { return this[this.length - 1]; },
    compact: function () { return this.select(function (value) { return value != null; }); },
    without: function () {
      var values = $A(arguments);
      return this.select(function (value) { return !values.include(value); });
    },
    reverse: function (inline) { return (inline !== false ? this : this.toArray())._reverse(); },
    // Not the native reduce: Prototype 1.6 unwraps a one-element array.
    reduce: function () { return this.length > 1 ? this : this[0]; },
    uniq: function (sorted) {
      return this.inject([], function (array, value, index) {
        if (0 == index || (sorted ? array.last() != value : !array.include(value))) array.push(value);
        return array;
      });
    },
    clone: function () { return [].concat(this); },
    size: function () { return this.length; },
    inspect: function () { return '[' + this.map(function (value) { return String(value); }).join(', ') + ']'; },
    // What breaks JSON.stringify: an array becomes the string of Prototype's own JSON.
    toJSON: function () {
      var results = [];
      this.each(function (object) {
        var value = Object.toJSON(object);
        if (value !== undefined) results.push(value);
      });
      return '[' + results.join(', ') + ']';
    }
  });

  // $A does not know iterables (a Set becomes []) nor a map function.
  Array.from = $A;
  global.$A = $A;
  global.$break = $break;
  global.Prototype = { Version: '1.6.0.3', K: K, emptyFunction: function () {} };
})(this);
