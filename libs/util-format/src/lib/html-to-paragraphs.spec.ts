import { htmlToParagraphs } from './html-to-paragraphs';

describe('htmlToParagraphs', () => {
  it('breaks at block ends, bullets list items, drops tags and decodes entities', () => {
    expect(
      htmlToParagraphs(
        '<p>征集&amp;投稿</p><ul><li>原创</li></ul><blockquote>引用</blockquote>第二行<br>第三行<b>x</b>',
      ),
    ).toEqual(['征集&投稿', '• 原创', '引用', '第二行', '第三行x']);
  });

  it('is empty for nothing', () => {
    expect(htmlToParagraphs('')).toEqual([]);
    expect(htmlToParagraphs(null)).toEqual([]);
  });
});
