/*
 * The global patches of Prototype 1.7.3 (OpenMage / Magento 1.9), reproduced from its source
 * for the unit tests of our request bodies: the language extensions only (no DOM, Ajax). 1.7
 * leaves JSON.stringify and the native map/filter/some/every alone, but still replaces
 * Array.from and Array.prototype.find, and mixes its Enumerable into Array.prototype.
 */
(function (global) {
  var $break = {};
  var K = function (x) { return x; };
  var slice = Array.prototype.slice;

  function extend(destination, source) {
    for (var property in source) destination[property] = source[property];
    return destination;
  }

  extend(Object, {
    extend: extend,
    toJSON: function (object) { return JSON.stringify(object); },
    isArray: Array.isArray,
    isFunction: function (object) { return typeof object === 'function'; },
    isUndefined: function (object) { return typeof object === 'undefined'; }
  });

  var Enumerable = {
    each: function (iterator, context) {
      try {
        this._each(iterator, context);
      } catch (e) {
        if (e != $break) throw e;
      }
      return this;
    },
    detect: function (iterator, context) {
      var result;
      this.each(function (value, index) {
        if (iterator.call(context, value, index, this)) {
          result = value;
          throw $break;
        }
      }, this);
      return result;
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
      this.each(function (value, index) { memo = iterator.call(context, memo, value, index, this); }, this);
      return memo;
    },
    pluck: function (property) {
      var results = [];
      this.each(function (value) { results.push(value[property]); });
      return results;
    },
    toArray: function () { return this.map(); },
    size: function () { return this.toArray().length; }
  };
  extend(Enumerable, { member: Enumerable.include, entries: Enumerable.toArray, find: Enumerable.detect });

  function $A(iterable) {
    if (!iterable) return [];
    if ('toArray' in Object(iterable)) return iterable.toArray();
    var length = iterable.length || 0, results = new Array(length);
    while (length--) results[length] = iterable[length];
    return results;
  }
  Array.from = $A;

  var arrayProto = Array.prototype;
  extend(arrayProto, Enumerable);
  if (arrayProto.entries === Enumerable.entries) delete arrayProto.entries;
  if (!arrayProto._reverse) arrayProto._reverse = arrayProto.reverse;
  extend(arrayProto, {
    _each: arrayProto.forEach,
    clear: function () { this.length = 0; return this; },
    first: function () { return this[0]; },
    last: function () { return this[this.length - 1]; },
    reverse: function (inline) { return (inline === false ? this.toArray() : this)._reverse(); },
    clone: function () { return slice.call(this, 0); },
    toArray: function () { return slice.call(this, 0); },
    size: function () { return this.length; }
  });

  global.$A = $A;
  global.$break = $break;
  global.Prototype = { Version: '1.7.3', K: K, emptyFunction: function () {} };
})(this);
