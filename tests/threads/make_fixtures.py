"""Writes tests/threads/fixtures/ (run once; the files are committed): each engine's markup as
its own templates render it (SMF Display.template.php 2.0/2.1, phpBB prosilver
viewtopic_body.html), the BGG XML API 2 thread answer and Discourse /t/ID.json.

    python tests/threads/make_fixtures.py

phpbb30-p2.html (phpBB 3.0's prosilver: styled spans for bold, "Page 2 of 3" pagination, a
profile link without a class) is written by hand and left as it is.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from smf_pages import page, quote20, quote21, smiley, spoiler  # noqa: E402

OUT = HERE / "fixtures"


def smf_posts(q):
    return [
        [  # page 1
            {"id": 501, "author": "GM Zoë", "uid": 1, "time": "March 01, 2012, 10:00:00 am",
             "body": "gm_tool · bay12 · round 3 opened<br />Post your three actions.",
             "signature": "<em>Game master of Distant Colony</em>"},
            {"id": 502, "author": "Ann", "uid": 2, "time": "March 01, 2012, 11:15:30 am",
             "body": "<strong>Actions</strong><br /><ul class=\"bbc_list\"><li>Build Farm</li><li>Explore</li></ul>"
                     "Looks good " + smiley(":)", "smiley") + "<br />" + spoiler("Secret: I will trade"),
             "signature": "Ann's signature line"},
            {"id": 503, "author": "Bjørn Łukasz", "uid": 3, "time": "March 01, 2012, 01:02:03 pm",
             "body": q("Ann", 502, "March 01, 2012, 11:15:30 am", "Build Farm") +
                     "Same for me: <em>Build Mine</em><br /><a href=\"https://example.org/rules\" class=\"bbc_link\" target=\"_blank\">the rules</a> say so.",
             "edit": "March 01, 2012, 02:00:00 pm"},
        ],
        [  # page 2
            {"id": 505, "author": "Guest Carl", "uid": None, "time": "March 02, 2012, 09:00:00 am",
             "body": "Can I join?"},
            {"id": 506, "author": "Ann", "uid": 2, "time": "March 02, 2012, 10:30:00 pm",
             "body": q("Bjørn Łukasz", 503, "March 01, 2012, 01:02:03 pm",
                       q("Ann", 502, "March 01, 2012, 11:15:30 am", "Build Farm") + "Same for me") +
                     "Nested quote above " + smiley(";)", "wink")},
        ],
    ]


PHPBB_HEAD = """<!DOCTYPE html>
<html dir="ltr" lang="en-gb">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Colonies game 4 - Play-by-forum - Example Boards</title>
<link rel="canonical" href="https://forum.example.org/viewtopic.php?t=77{canon}">
<link href="./styles/prosilver/theme/stylesheet.css?assets_version=12" rel="stylesheet">
</head>
<body id="phpbb" class="nojs notouch section-viewtopic ltr ">
<div id="wrap" class="wrap">
	<a id="top" class="top-anchor" accesskey="t"></a>
	<div id="page-body" class="page-body" role="main">
<h2 class="topic-title"><a href="./viewtopic.php?t=77">Colonies game 4</a></h2>
<div class="action-bar bar-top">
	<div class="pagination">
		{total} posts &bull;
		<ul>
{pages}
		</ul>
	</div>
</div>
"""

PHPBB_FOOT = """
	<div class="action-bar bar-bottom"></div>
	</div>
<div id="page-footer" class="page-footer" role="contentinfo">
	<div class="copyright">
		<p class="footer-row"><span class="footer-copyright">Powered by <a href="https://www.phpbb.com/">phpBB</a>&reg; Forum Software &copy; phpBB Limited</span></p>
	</div>
</div>
</div>
</body>
</html>
"""


def phpbb_pages(page_no, pages):
    items = []
    if page_no > 1:
        items.append(f'\t\t\t<li class="arrow previous"><a class="button button-icon-only" href="./viewtopic.php?t=77&amp;start={(page_no - 2) * 10}" rel="prev" role="button"><i class="icon fa-chevron-left fa-fw" aria-hidden="true"></i><span class="sr-only">Previous</span></a></li>')
    for p in range(1, pages + 1):
        if p == page_no:
            items.append(f'\t\t\t<li class="active"><span>{p}</span></li>')
        else:
            start = "" if p == 1 else f"&amp;start={(p - 1) * 10}"
            items.append(f'\t\t\t<li><a class="button" href="./viewtopic.php?t=77{start}" role="button">{p}</a></li>')
    if page_no < pages:
        items.append(f'\t\t\t<li class="arrow next"><a class="button button-icon-only" href="./viewtopic.php?t=77&amp;start={page_no * 10}" rel="next" role="button"><i class="icon fa-chevron-right fa-fw" aria-hidden="true"></i><span class="sr-only">Next</span></a></li>')
    return "\n".join(items)


def phpbb_post(p, odd, first=False):
    if p.get("uid"):
        who = f'<a href="./memberlist.php?mode=viewprofile&amp;u={p["uid"]}" class="username">{p["author"]}</a>'
        dt = who
    else:
        who = f'<span class="username">{p["author"]}</span>'
        dt = f"<strong>{who}</strong>"
    deleted = " deleted" if p.get("deleted") else ""
    hidden = ' style="display: none;"' if p.get("deleted") else ""
    ignore = (f'\n\t\t\t\t\t<div class="ignore" id="post_hidden{p["id"]}">\n\t\t\t\t\t\tThis post was deleted by <a href="./memberlist.php?mode=viewprofile&amp;u=2" class="username">Admin</a> on Sat Mar 02, 2024 8:00 am.<br />\n\t\t\t\t\t\t<a class="display_post" data-post-id="{p["id"]}" href="./viewtopic.php?p={p["id"]}&amp;view=show#p{p["id"]}">Display this post</a>\n\t\t\t\t\t</div>'
              if p.get("deleted") else "")
    notice = (f'\n\t\t\t<div class="notice">\n\t\t\t\tLast edited by {who} on {p["edit"]}, edited 2 times in total.\n\t\t\t</div>'
              if p.get("edit") else "")
    sig = f'\n\t\t\t<div id="sig{p["id"]}" class="signature">{p["signature"]}</div>' if p.get("signature") else ""
    return f"""
		<div id="p{p["id"]}" class="post has-profile {"bg1" if odd else "bg2"}{deleted}">
		<div class="inner">

		<dl class="postprofile" id="profile{p["id"]}"{hidden}>
			<dt class="no-profile-rank no-avatar">
				<div class="avatar-container"></div>
				{dt}
			</dt>
			<dd class="profile-posts"><strong>Posts:</strong> <a href="./search.php?author_id={p.get("uid") or 1}&amp;sr=posts">42</a></dd>
			<dd class="profile-joined"><strong>Joined:</strong> Mon Jan 01, 2024 9:00 am</dd>
		</dl>

		<div class="postbody">{ignore}
			<div id="post_content{p["id"]}"{hidden}>

			<h3 {'class="first"' if first else ""}><a href="./viewtopic.php?p={p["id"]}#p{p["id"]}">{"" if first else "Re: "}Colonies game 4</a></h3>
				<ul class="post-buttons">
					<li><a href="./posting.php?mode=quote&amp;p={p["id"]}" title="Reply with quote" class="button button-icon-only"><i class="icon fa-quote-left fa-fw" aria-hidden="true"></i><span>Quote</span></a></li>
				</ul>

			<p class="author">
				<a class="unread" href="./viewtopic.php?p={p["id"]}#p{p["id"]}" title="Post"><i class="icon fa-file fa-fw icon-lightgray icon-md" aria-hidden="true"></i><span class="sr-only">Post</span></a>
				<span class="responsive-hide">by <strong>{who}</strong> &raquo; </span><time datetime="{p["iso"]}">{p["time"]}</time>
			</p>

			<div class="content">{p["body"]}</div>
{notice}{sig}
			</div>

		</div>

		<div class="back2top"><a href="#top" class="top" title="Top"><i class="icon fa-chevron-circle-up fa-fw icon-gray" aria-hidden="true"></i><span class="sr-only">Top</span></a></div>

		</div>
		</div>

	<hr class="divider" />"""


def phpbb_quote(author, uid, post, inner):
    return (f'<blockquote cite="./viewtopic.php?p={post}#p{post}"><div><cite><a href="./memberlist.php?mode=viewprofile&amp;u={uid}">{author}</a> wrote: '
            f'<a href="./viewtopic.php?p={post}#p{post}" data-post-id="{post}" onclick="if(document.getElementById(hash.substr(1)))href=hash">↑</a>'
            f'<span class="responsive-hide">Fri Mar 01, 2024 12:00 pm</span></cite>{inner}</div></blockquote>')


def phpbb_fixture():
    smilie = '<img class="smilies" src="./images/smilies/icon_e_smile.gif" width="15" height="17" alt=":)" title="Smile">'
    p1 = [
        {"id": 901, "author": "GM Zoë", "uid": 2, "time": "Fri Mar 01, 2024 9:00 am", "iso": "2024-03-01T09:00:00+00:00",
         "body": "gm_tool · phpbb · year 2 opened<br>\nPost your actions.", "signature": "The GM"},
        {"id": 902, "author": "Ann", "uid": 3, "time": "Fri Mar 01, 2024 12:00 pm", "iso": "2024-03-01T13:00:00+01:00",
         "body": '<strong class="text-strong">Year 2</strong><br>\n<ul><li>Build Mine</li><li>Trade</li></ul>'
                 + f'Hope it works {smilie}<br>\n<div class="spoiler"><div class="spoiler-title">Spoiler</div><div class="spoiler-content">hidden plan</div></div>',
         "edit": "Fri Mar 01, 2024 1:00 pm", "signature": "Ann's sig"},
        {"id": 903, "author": "Søren", "uid": 4, "time": "Fri Mar 01, 2024 2:00 pm", "iso": "2024-03-01T14:00:00+00:00",
         "body": phpbb_quote("Ann", 3, 902, "Build Mine") + "<em class=\"text-italics\">Me too</em>", "deleted": False},
        {"id": 904, "author": "Troll", "uid": 9, "time": "Fri Mar 01, 2024 3:00 pm", "iso": "2024-03-01T15:00:00+00:00",
         "body": "spam", "deleted": True},
    ]
    p2 = [
        {"id": 911, "author": "Guest", "uid": None, "time": "Sat Mar 02, 2024 9:00 am", "iso": "2024-03-02T09:00:00+00:00",
         "body": "a guest passing by"},
        {"id": 912, "author": "Ann", "uid": 3, "time": "Sat Mar 02, 2024 10:00 am", "iso": "2024-03-02T10:00:00+00:00",
         "body": phpbb_quote("Søren", 4, 903, phpbb_quote("Ann", 3, 902, "Build Mine") + "Me too") + "Nested."},
    ]
    pages = [(p1, 1), (p2, 2)]
    for posts, n in pages:
        canon = "" if n == 1 else f"&amp;start={(n - 1) * 10}"
        html = PHPBB_HEAD.replace("{canon}", canon).replace("{total}", "14").replace("{pages}", phpbb_pages(n, 2))
        html += "".join(phpbb_post(p, i % 2 == 0, first=(n == 1 and i == 0)) for i, p in enumerate(posts))
        html += PHPBB_FOOT
        (OUT / f"phpbb-p{n}.html").write_text(html, encoding="utf-8")


def bgg_fixture():
    from html import escape
    arts = [
        ("3001", "GM_Zoe", "2024-03-01T09:00:00-06:00", "2024-03-01T09:00:00-06:00", "0",
         "gm_tool · bgg · round 1 opened<br/>Post your turns."),
        ("3002", "Ann", "2024-03-01T10:00:00-06:00", "2024-03-01T12:30:00-06:00", "1",
         "<b>Turn</b><br/>Build Mine <img src=\"https://cf.geekdo-static.com/images/smilies/smile.gif\" alt=\":)\" border=\"0\" /><br/><span class=\"spoiler\">secret</span>"),
        ("3003", "Jürgen", "2024-03-01T11:00:00-06:00", "2024-03-01T11:00:00-06:00", "0",
         "<div class='quote'><div class='quotetitle'><p><b>Ann wrote:</b></p></div><div class='quotebody'>Build Mine</div></div>I <i>agree</i>"),
    ]
    items = "\n".join(
        f'    <article id="{i}" username="{u}" link="https://boardgamegeek.com/thread/3333/article/{i}#{i}" '
        f'postdate="{pd}" editdate="{ed}" numedits="{ne}">\n      <subject>Re: Distant Colony PBF</subject>\n'
        f'      <body>{escape(b)}</body>\n    </article>' for i, u, pd, ed, ne, b in arts)
    xml = (f'<?xml version="1.0" encoding="utf-8"?>\n<thread id="3333" numarticles="3" link="https://boardgamegeek.com/thread/3333" '
           f'termsofuse="https://boardgamegeek.com/xmlapi/termsofuse">\n  <subject>Distant Colony PBF</subject>\n  <articles>\n{items}\n  </articles>\n</thread>\n')
    (OUT / "bgg-thread.xml").write_text(xml, encoding="utf-8")


def discourse_fixture():
    def post(pid, n, user, created, updated, version, cooked, raw=None, **extra):
        d = {"id": pid, "name": user.title(), "username": user, "avatar_template": "/user_avatar/x/{size}/1.png",
             "created_at": created, "cooked": cooked, "post_number": n, "post_type": 1, "updated_at": updated,
             "reply_count": 0, "reply_to_post_number": None, "quote_count": 0, "incoming_link_count": 0,
             "reads": 3, "score": 0, "yours": False, "topic_id": 555, "topic_slug": "colonies-pbf",
             "display_username": user.title(), "version": version, "user_id": pid - 7000,
             "hidden": False, "trust_level": 1, "deleted_at": None, "user_deleted": False}
        if raw is not None:
            d["raw"] = raw
        d.update(extra)
        return d
    posts = [
        post(7001, 1, "gm_zoe", "2024-03-01T09:00:00.000Z", "2024-03-01T09:00:00.000Z", 1,
             "<p>gm_tool · discourse · round 1 opened</p>", raw="gm_tool · discourse · round 1 opened"),
        post(7002, 2, "ann", "2024-03-01T10:00:00.000Z", "2024-03-01T11:00:00.000Z", 2,
             "<p><strong>Turn</strong></p><ul><li>Build Mine</li></ul>",
             raw="**Turn**\n\n* Build Mine"),
        post(7003, 3, "jürgen", "2024-03-01T10:30:00.000Z", "2024-03-01T10:30:00.000Z", 1,
             '<aside class="quote no-group" data-username="ann" data-post="2" data-topic="555">\n<div class="title">\n<div class="quote-controls"></div>\n<img alt="" width="24" height="24" src="/user_avatar/x/48/1.png" class="avatar"> ann:</div>\n<blockquote>\n<p>Build Mine</p>\n</blockquote>\n</aside>\n<p>Me <em>too</em> <img src="/images/emoji/twitter/slight_smile.png?v=12" title=":slight_smile:" class="emoji" alt=":slight_smile:" loading="lazy" width="20" height="20"></p>'),
        post(7004, 4, "system", "2024-03-01T10:40:00.000Z", "2024-03-01T10:40:00.000Z", 1,
             "", post_type=3, action_code="closed.enabled"),
        post(7005, 5, "troll", "2024-03-01T10:50:00.000Z", "2024-03-01T10:50:00.000Z", 1,
             "<p>(post deleted by author)</p>", user_deleted=True),
    ]
    data = {"post_stream": {"posts": posts, "stream": [7001, 7002, 7003, 7004, 7005, 7006]},
            "timeline_lookup": [[1, 0]], "tags": [], "id": 555, "title": "Colonies PBF",
            "fancy_title": "Colonies PBF", "posts_count": 6, "created_at": "2024-03-01T09:00:00.000Z",
            "views": 10, "reply_count": 5, "slug": "colonies-pbf", "category_id": 4,
            "highest_post_number": 6, "archetype": "regular", "chunk_size": 20}
    (OUT / "discourse-topic.json").write_text(json.dumps(data, indent=1, ensure_ascii=False), encoding="utf-8")
    more = {"post_stream": {"posts": [post(7006, 6, "ann", "2024-03-02T10:00:00.000Z", "2024-03-02T10:00:00.000Z", 1,
                                           "<p>Later</p>", raw="Later")]}, "id": 555}
    (OUT / "discourse-posts.json").write_text(json.dumps(more, indent=1, ensure_ascii=False), encoding="utf-8")


BAD = {
    "smf-login.html": """<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head>
<script type="text/javascript">var smf_scripturl = "https://www.bay12forums.com/smf/index.php";</script>
<title>Login</title></head><body><div id="wrapper">
<form action="https://www.bay12forums.com/smf/index.php?action=login2" name="frmLogin" id="frmLogin" method="post" accept-charset="UTF-8">
<div class="tborder login"><div class="cat_bar"><h3 class="catbg">Login</h3></div>
<dl><dt>Username:</dt><dd><input type="text" name="user" size="20" value="" class="input_text" /></dd>
<dt>Password:</dt><dd><input type="password" name="passwrd" value="" size="20" class="input_password" /></dd></dl>
<p><input type="submit" value="Login" class="button_submit" /></p></div></form>
<div id="footer_section"><a href="https://www.simplemachines.org/" title="Simple Machines">SMF 2.0.19</a></div>
</div></body></html>
""",
    "smf-error.html": """<!DOCTYPE html>
<html><head><script>var smf_scripturl = "https://www.bay12forums.com/smf/index.php";</script><title>An Error Has Occurred!</title></head>
<body><div id="wrapper"><div id="fatal_error"><div class="cat_bar"><h3 class="catbg">An Error Has Occurred!</h3></div>
<div class="windowbg"><div class="padding">The topic or board you are looking for appears to be either missing or off limits to you.</div></div></div>
<div id="footer_section"><a href="https://www.simplemachines.org/" title="Simple Machines">SMF 2.0.19</a></div></div></body></html>
""",
    "phpbb-login.html": """<!DOCTYPE html>
<html dir="ltr" lang="en-gb"><head><meta charset="utf-8" /><title>Example Boards - Login</title></head>
<body id="phpbb" class="nojs notouch section-ucp ltr "><div id="wrap" class="wrap"><div id="page-body" class="page-body" role="main">
<form action="./ucp.php?mode=login" method="post" id="login" data-focus="username">
<div class="panel"><div class="inner"><div class="content"><h2 class="login-title">Login</h2>
<fieldset class="fields1"><dl><dt><label for="username">Username:</label></dt><dd><input type="text" tabindex="1" name="username" id="username" size="25" value="" class="inputbox autowidth" /></dd></dl>
<dl><dd><input type="submit" name="login" tabindex="6" value="Login" class="button1" /></dd></dl></fieldset></div></div></div></form>
</div><div class="copyright">Powered by <a href="https://www.phpbb.com/">phpBB</a>&reg; Forum Software &copy; phpBB Limited</div></div></body></html>
""",
    "phpbb-error.html": """<!DOCTYPE html>
<html dir="ltr" lang="en-gb"><head><meta charset="utf-8" /><title>Example Boards - Information</title></head>
<body id="phpbb" class="nojs notouch section-viewtopic ltr "><div id="wrap" class="wrap"><div id="page-body" class="page-body" role="main">
<div class="panel" id="message"><div class="inner"><h2 class="message-title">Information</h2><p>The requested topic does not exist.</p></div></div>
</div><div class="copyright">Powered by <a href="https://www.phpbb.com/">phpBB</a>&reg; Forum Software &copy; phpBB Limited</div></div></body></html>
""",
    "xenforo-thread.html": """<!DOCTYPE html>
<html id="XF" lang="en-US" dir="LTR" data-app="public" data-template="thread_view" data-container-key="node-4" class="has-no-js template-thread_view">
<head><meta charset="utf-8" /><title>Colonies game | Some Forum</title></head>
<body data-template="thread_view"><div class="p-pageWrapper"><article class="message message--post js-post" data-author="Ann" data-content="post-1" id="js-post-1">
<div class="message-content js-messageContent"><div class="bbWrapper">Build Mine</div></div></article>
<div class="p-footer-copyright"><a href="https://xenforo.com" class="u-concealed" dir="ltr" target="_blank">Community platform by XenForo<sup>&reg;</sup></a></div></div></body></html>
""",
}


def main():
    OUT.mkdir(exist_ok=True)
    posts = smf_posts(quote20)
    for n, chunk in enumerate(posts, 1):
        (OUT / f"smf20-p{n}.html").write_text(page(4242, "Distant Colony: round 3", chunk, n, 2, 3), encoding="utf-8")
    posts = smf_posts(quote21)
    for n, chunk in enumerate(posts, 1):
        (OUT / f"smf21-p{n}.html").write_text(page(4243, "Distant Colony: round 3", chunk, n, 2, 3, v21=True), encoding="utf-8")
    phpbb_fixture()
    bgg_fixture()
    discourse_fixture()
    for name, text in BAD.items():
        (OUT / name).write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
