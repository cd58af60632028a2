import { describe, expect, it } from 'vitest';
import { applyMarkdownFormat } from './markdown-format.ts';

describe('applyMarkdownFormat', () => {
  it('wraps the selection in bold or italic markers, keeping it selected', () => {
    expect(applyMarkdownFormat({ value: 'a word here', start: 2, end: 6 }, 'bold')).toEqual({
      value: 'a **word** here',
      start: 4,
      end: 8,
    });
    expect(applyMarkdownFormat({ value: 'كلمة', start: 0, end: 4 }, 'italic')).toEqual({
      value: '_كلمة_',
      start: 1,
      end: 5,
    });
    // Nothing selected: the caret between the markers.
    expect(applyMarkdownFormat({ value: 'ab', start: 1, end: 1 }, 'bold')).toEqual({
      value: 'a****b',
      start: 3,
      end: 3,
    });
  });

  it('makes the current line a heading, and every selected line a list item', () => {
    expect(applyMarkdownFormat({ value: 'one\ntwo', start: 5, end: 5 }, 'heading')).toEqual({
      value: 'one\n## two',
      start: 8,
      end: 8,
    });
    expect(applyMarkdownFormat({ value: 'one\ntwo\nthree', start: 1, end: 6 }, 'list')).toEqual({
      value: '- one\n- two\nthree',
      start: 3,
      end: 10,
    });
    // A line that is an item already stays as it is.
    expect(applyMarkdownFormat({ value: '- one\ntwo', start: 0, end: 9 }, 'list').value).toBe(
      '- one\n- two',
    );
  });

  it('links the selection with its address selected, or puts the caret in the brackets', () => {
    expect(applyMarkdownFormat({ value: 'see docs', start: 4, end: 8 }, 'link')).toEqual({
      value: 'see [docs](https://)',
      start: 11,
      end: 19,
    });
    expect(applyMarkdownFormat({ value: '', start: 0, end: 0 }, 'link')).toEqual({
      value: '[](https://)',
      start: 1,
      end: 1,
    });
  });
});
