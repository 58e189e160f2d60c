"""SMF thread pages as SMF 2.0 and 2.1 render them (Themes/default/Display.template.php and
index.template.php of each branch): used to write the fixtures and by the benchmark. A post is
a dict: id, author, uid (None for a guest), time, body (the HTML SMF's parse_bbc made), edit,
signature."""

from __future__ import annotations

from html import escape

BOARD = "https://www.bay12forums.com/smf/index.php"


def head(topic: int, start: int, title: str, next_start: int | None, v21: bool) -> str:
    nxt = f'\n\t<link rel="next" href="{BOARD}?topic={topic}.{next_start}" />' if next_start is not None else ""
    script = "smf_scripturl" if not v21 else "smf_scripturl"
    return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml">
<head>
	<link rel="stylesheet" type="text/css" href="https://www.bay12forums.com/smf/Themes/default/css/index.css?fin20" />
	<script type="text/javascript" src="https://www.bay12forums.com/smf/Themes/default/scripts/script.js?fin20"></script>
	<script type="text/javascript"><!-- // --><![CDATA[
		var smf_theme_url = "https://www.bay12forums.com/smf/Themes/default";
		var {script} = "{BOARD}";
		var smf_charset = "UTF-8";
	// ]]></script>
	<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
	<title>{escape(title)}</title>
	<link rel="canonical" href="{BOARD}?topic={topic}.{start}" />{nxt}
</head>
<body>
<div id="wrapper" style="width: 90%">
"""


def pagelinks(topic: int, page: int, pages: int, per: int, v21: bool) -> str:
    parts = []
    for p in range(1, pages + 1):
        if p == page:
            parts.append(f'<span class="current_page">{p}</span>' if v21 else f"[<strong>{p}</strong>]")
        else:
            cls = "nav_page" if v21 else "navPages"
            parts.append(f'<a class="{cls}" href="{BOARD}?topic={topic}.{(p - 1) * per}">{p}</a>')
    label = '<span class="pages">Pages</span>' if v21 else "Pages:"
    return f'<div class="pagelinks floatleft">{label} {" ".join(parts)}</div>'


def post20(topic, title, p, counter) -> str:
    who = (f'<a href="{BOARD}?action=profile;u={p["uid"]}" title="View the profile of {escape(p["author"])}">{escape(p["author"])}</a>'
           if p.get("uid") else escape(p["author"]))
    reply = f"<strong>Reply #{counter} on:</strong>" if counter else "<strong> on:</strong>"
    edit = (f'&#171; <em>Last Edit: {p["edit"]} by {escape(p["author"])}</em> &#187;' if p.get("edit") else "")
    sig = (f'\n\t\t\t\t\t<div class="signature" id="msg_{p["id"]}_signature">{p["signature"]}</div>'
           if p.get("signature") else "")
    extra = ("\n\t\t\t\t\t\t<li class=\"postgroup\">Bay Watcher</li>\n\t\t\t\t\t\t<li class=\"stars\"><img src=\"https://www.bay12forums.com/smf/Themes/default/images/star.gif\" alt=\"*\" /></li>\n\t\t\t\t\t\t<li class=\"postcount\">Posts: 1234</li>"
             if p.get("uid") else "\n\t\t\t\t\t\t<li class=\"membergroup\">Guest</li>")
    return f"""
			<div class="windowbg{"2" if counter % 2 else ""}">
				<span class="topslice"><span></span></span>
				<div class="post_wrapper">
					<div class="poster">
						<h4>
							{who}
						</h4>
						<ul class="reset smalltext" id="msg_{p["id"]}_extra_info">{extra}
						</ul>
					</div>
					<div class="postarea">
						<div class="flow_hidden">
							<div class="keyinfo">
								<div class="messageicon">
									<img src="https://www.bay12forums.com/smf/Themes/default/images/post/xx.gif" alt="" />
								</div>
								<h5 id="subject_{p["id"]}">
									<a href="{BOARD}?topic={topic}.msg{p["id"]}#msg{p["id"]}" rel="nofollow">{"Re: " if counter else ""}{escape(title)}</a>
								</h5>
								<div class="smalltext">&#171; {reply} {p["time"]} &#187;</div>
								<div id="msg_{p["id"]}_quick_mod"></div>
							</div>
							<ul class="reset smalltext quickbuttons">
								<li class="quote_button"><a href="{BOARD}?action=post;quote={p["id"]};topic={topic}.0;last_msg=1" onclick="return oQuickReply.quote({p["id"]});">Quote</a></li>
							</ul>
						</div>
						<div class="post">
							<div class="inner" id="msg_{p["id"]}">{p["body"]}</div>
						</div>
					</div>
					<div class="moderatorbar">
						<div class="smalltext modified" id="modified_{p["id"]}">
							{edit}
						</div>
						<div class="smalltext reportlinks">
							<img src="https://www.bay12forums.com/smf/Themes/default/images/ip.gif" alt="" />
							Logged
						</div>{sig}
					</div>
				</div>
				<span class="botslice"><span></span></span>
			</div>
			<hr class="post_separator" />"""


def post21(topic, title, p, counter) -> str:
    who = (f'<a href="{BOARD}?action=profile;u={p["uid"]}" title="View the profile of {escape(p["author"])}">{escape(p["author"])}</a>'
           if p.get("uid") else escape(p["author"]))
    edit = (f'<span class="lastedit">Last Edit</span>: {p["edit"]} by {escape(p["author"])}' if p.get("edit") else "")
    sig = (f'\n\t\t\t\t\t\t\t<div class="signature" id="msg_{p["id"]}_signature">\n\t\t\t\t\t\t\t\t{p["signature"]}\n\t\t\t\t\t\t\t</div>'
           if p.get("signature") else "")
    page_number = f'<span class="page_number floatright">#{counter}</span>' if counter else ""
    rtitle = f"Reply #{counter} - Re: {escape(title)}" if counter else escape(title)
    return f"""
				<div class="windowbg" id="msg{p["id"]}">
					<div class="post_wrapper">
						<div class="poster">
							<h4>
								{who}
							</h4>
							<ul class="user_info">
								<li class="membergroup">{"Bay Watcher" if p.get("uid") else "Guest"}</li>
								<li class="poster_ip">Logged</li>
							</ul>
						</div><!-- .poster -->
						<div class="postarea">
							<div class="keyinfo">
								<div id="subject_{p["id"]}" class="subject_title subject_hidden">
									<a href="{BOARD}?msg={p["id"]}" rel="nofollow">{"Re: " if counter else ""}{escape(title)}</a>
								</div>
								{page_number}
								<div class="postinfo">
									<span class="messageicon"  style="position: absolute; z-index: -1;">
										<img src="https://example.org/Themes/default/images/post/xx.png" alt="">
									</span>
									<a href="{BOARD}?msg={p["id"]}" rel="nofollow" title="{rtitle}" class="smalltext">{p["time"]}</a>
									<span class="spacer"></span>
									<span class="smalltext modified floatright{" mvisible" if edit else ""}" id="modified_{p["id"]}">{edit}
									</span>
								</div>
								<div id="msg_{p["id"]}_quick_mod"></div>
							</div><!-- .keyinfo -->
							<div class="post">
								<div class="inner" data-msgid="{p["id"]}" id="msg_{p["id"]}">
									{p["body"]}
								</div>
							</div><!-- .post -->
							<div class="under_message">
								<ul class="floatleft smalltext quickbuttons">
									<li><a href="{BOARD}?action=post;quote={p["id"]};topic={topic}.0" onclick="return oQuickReply.quote({p["id"]});"><span class="main_icons quote"></span>Quote</a></li>
								</ul>
							</div>
						</div><!-- .postarea -->
						<div class="moderatorbar">{sig}
						</div><!-- .moderatorbar -->
					</div><!-- $message[css_class] -->
				</div>
				<hr class="post_separator">"""


def page(topic: int, title: str, posts: list[dict], page_no: int, pages: int, per: int,
         v21: bool = False) -> str:
    start = (page_no - 1) * per
    nxt = start + per if page_no < pages else None
    out = [head(topic, start, title, nxt, v21)]
    if v21:
        out.append(f'\t<div id="display_head" class="information">\n\t\t<h2 class="display_title">\n\t\t\t<span id="top_subject">{escape(title)}</span>\n\t\t</h2>\n\t</div>')
    else:
        out.append(f'\t<div class="cat_bar">\n\t\t<h3 class="catbg">\n\t\t\t<img src="https://www.bay12forums.com/smf/Themes/default/images/topic/veryhot_post.gif" align="bottom" alt="" />\n\t\t\t<span id="author">Author</span>\n\t\t\tTopic: {escape(title)} &nbsp;(Read 4321 times)\n\t\t</h3>\n\t</div>')
    out.append(pagelinks(topic, page_no, pages, per, v21))
    out.append('\t<form action="' + BOARD + '?action=quickmod2;topic=' + str(topic) + '.' + str(start) + '" method="post" accept-charset="UTF-8" name="quickModForm" id="quickModForm" style="margin: 0;" onsubmit="return oQuickModify.bInEditMode ? oQuickModify.modifySave(\'1\', \'2\') : false">\n\t\t<div id="forumposts">')
    for i, p in enumerate(posts):
        counter = start + i
        if not v21:
            out.append(f'\n\t\t\t<a id="msg{p["id"]}"></a>')
        out.append((post21 if v21 else post20)(topic, title, p, counter))
    out.append("\n\t\t</div>\n\t</form>")
    out.append(pagelinks(topic, page_no, pages, per, v21))
    version = "SMF 2.1.4" if v21 else "SMF 2.0.19"
    out.append('\n<div id="footer_section"><div class="frame"><ul class="reset"><li class="copyright"><span class="smalltext" style="display: inline; visibility: visible; font-family: Verdana, Arial, sans-serif;"><a href="https://www.simplemachines.org/" title="Simple Machines" target="_blank" class="new_win">' + version + '</a> | <a href="https://www.simplemachines.org/about/smf/license.php" title="License" target="_blank" class="new_win">SMF &copy; 2021</a>, <a href="https://www.simplemachines.org" title="Simple Machines" target="_blank" class="new_win">Simple Machines</a></span></li></ul></div></div>\n</div>\n</body></html>\n')
    return "".join(out)


def quote20(author: str, msg: int, date: str, inner: str) -> str:
    return (f'<div class="quoteheader"><div class="topslice_quote"><a href="{BOARD}?topic=1.msg{msg}#msg{msg}">'
            f'Quote from: {author} on {date}</a></div></div><blockquote class="bbc_standard_quote">{inner}<br />'
            f'</blockquote><div class="quotefooter"><div class="botslice_quote"></div></div>')


def quote21(author: str, msg: int, date: str, inner: str) -> str:
    return (f'<blockquote class="bbc_standard_quote"><cite><a href="{BOARD}?msg={msg}">Quote from: '
            f'{author} on {date}</a></cite>{inner}</blockquote>')


def smiley(code: str, name: str) -> str:
    return f'<img src="https://www.bay12forums.com/smf/Smileys/default/{name}.gif" alt="{code}" title="{name.title()}" class="smiley" />'


def spoiler(inner: str) -> str:
    # The Bay 12 forum's spoiler mod
    return (f'<div class="spoiler"><div class="spoilerheader"><input type="button" class="spoilerbutton" '
            f'value="Show" onclick="toggleSpoiler(this)"> Spoiler</div><div class="spoilerbody" '
            f'style="display: none">{inner}</div></div>')


def bench_thread(pages: int = 40, per: int = 25, v21: bool = False) -> list[str]:
    """A saved thread of pages x per posts, each a typical turn post (quotes, lists, a smiley)."""
    q = quote21 if v21 else quote20
    out = []
    n = 0
    for page_no in range(1, pages + 1):
        posts = []
        for i in range(per):
            n += 1
            body = (q("Ann", 1000 + n - 1, "March 03, 2012, 04:05:06 pm",
                      "Build a Mine<br />Trade 2 Food for 1 Ore")
                    + f"Turn {n}:<br /><strong>Actions</strong><ul class=\"bbc_list\"><li>Build Farm</li>"
                    f"<li>Explore sector {n % 7}</li><li>Trade <em>2 Ore</em> for 1 Fuel</li></ul>"
                    f"Chatter about the round {smiley(':)', 'smiley')} and the dice.<br />"
                    + spoiler("Secret plan: none") + "<br />See you next turn.")
            posts.append({"id": 1000 + n, "author": f"Player{n % 9}", "uid": 10 + n % 9,
                          "time": f"March {1 + n % 28:02d}, 2012, 0{n % 10}:05:06 pm", "body": body,
                          "edit": "March 29, 2012, 05:00:00 pm" if n % 11 == 0 else None,
                          "signature": "Sig line" if n % 3 == 0 else None})
        out.append(page(4242, "Distant Colony: the game", posts, page_no, pages, per, v21))
    return out
