// A list in stored rich text that holds no item, only text (a mail template's repeated block:
// <ul>{{#courses}}{{/courses}}</ul>, filled with <li> items when the mail is written), is shown with
// that text as its one item, so what is shown is a list a screen reader can read (axe "list").
const ITEMLESS_LIST = /<(ul|ol)>((?:(?!<li[\s>]|<\/(?:ul|ol)>)[\s\S])+)<\/\1>/g;

export function listsHoldItems(html: unknown): unknown {
  return typeof html === 'string' ? html.replace(ITEMLESS_LIST, '<$1><li>$2</li></$1>') : html;
}
