// The solution shipped with the product ("default"): the templates and stylesheet of the public
// county portal. It is bundled with the server as a module so that every process has it without
// reading the disk; the copies administrators edit are stored in the database (services/template).
//
// Rendered by LiquidJS with `outputEscape: "escape"`: every output is escaped, and `raw` is only used
// for `content.html`, which the server has already sanitised. No script, no inline style: the pages
// are served with a CSP that allows only the linked stylesheet.

/** The templates and resources of the solution shipped with the product ("default"). */
export const DEFAULT_SOLUTION: Readonly<Record<string, string>> = {
  "layout.liquid": `<!DOCTYPE html>
<html lang="{{ lang }}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{% if page_title != blank %}{{ page_title }} - {% endif %}{{ site.name }}</title>
{%- if site.description != blank %}
<meta name="description" content="{{ site.description }}">
{%- endif %}
{%- if site.keywords != blank %}
<meta name="keywords" content="{{ site.keywords }}">
{%- endif %}
<meta name="application-name" content="{{ site.short_name | default: site.name }}">
<link rel="stylesheet" href="{{ res }}style.css">
</head>
<body>
<a class="skip" href="#main">跳到主要内容</a>
<header class="masthead">
  <div class="wrap">
    {%- if home %}
    <h1 class="brand"><a href="{{ site.base }}">{{ site.name }}</a></h1>
    {%- else %}
    <p class="brand"><a href="{{ site.base }}">{{ site.name }}</a></p>
    {%- endif %}
    <form class="search" action="{{ site.base }}search.html" method="get" role="search">
      <label for="search-q" class="sr-only">站内搜索</label>
      <input id="search-q" type="search" name="q" value="{{ search_query }}" placeholder="搜索本站文章" maxlength="100">
      <button type="submit">搜索</button>
    </form>
  </div>
</header>
<nav class="nav" aria-label="栏目导航">
  <ul class="wrap">
    <li><a href="{{ site.base }}"{% if home %} aria-current="page"{% endif %}>首页</a></li>
    {%- for item in nav %}
    <li><a href="{{ item.url }}"{% if item.current %} aria-current="true"{% endif %}>{{ item.name }}</a></li>
    {%- endfor %}
  </ul>
</nav>
<main id="main" class="wrap" tabindex="-1">
{%- if breadcrumbs and breadcrumbs.size > 0 %}
{%- comment %}
  The last breadcrumb is the current page. On an article the trail may end at its channel: then
  the channel stays a link and a final "正文" entry stands for the article.
{%- endcomment %}
{%- assign crumb_tail = breadcrumbs | last %}
{%- assign crumb_extra = false %}
{%- if content and crumb_tail.url != content.url %}{% assign crumb_extra = true %}{% endif %}
<nav class="crumbs" aria-label="当前位置">
  <ol>
    {%- for crumb in breadcrumbs %}
    {%- if forloop.last and crumb_extra == false %}
    <li><span aria-current="page">{{ crumb.name }}</span></li>
    {%- else %}
    <li><a href="{{ crumb.url }}">{{ crumb.name }}</a></li>
    {%- endif %}
    {%- endfor %}
    {%- if crumb_extra %}
    <li><span aria-current="page">正文</span></li>
    {%- endif %}
  </ol>
</nav>
{%- endif %}
{%- block content %}{% endblock %}
</main>
<footer class="footer">
  <div class="wrap">
    {%- if site.company %}
    <p>主办单位：{{ site.company.name | default: site.name }}</p>
    {%- if site.company.address != blank or site.company.phone != blank %}
    <address>
      {%- if site.company.address != blank %}<span>地址：{{ site.company.address }}</span>{% endif %}
      {%- if site.company.phone != blank %}<span>电话：{{ site.company.phone }}</span>{% endif -%}
    </address>
    {%- endif %}
    {%- if site.company.icp != blank %}
    <p><a href="https://beian.miit.gov.cn/" rel="noopener nofollow">{{ site.company.icp }}</a></p>
    {%- endif %}
    {%- endif %}
    <p><a href="{{ site.base }}guestbook.html">留言板</a> · <a href="{{ site.base }}member/">会员中心</a></p>
    <p>版权所有 © {{ site.name }}</p>
  </div>
</footer>
</body>
</html>
`,

  "index.liquid": `{% layout "layout.liquid" home: true %}
{%- block content %}
{%- if headline %}
<article class="headline">
  {%- if headline.image %}
  <img src="{{ headline.image }}" alt="{{ headline.title }}">
  {%- endif %}
  <div class="headline-text">
    <h2><a href="{{ headline.url }}">{{ headline.title }}</a></h2>
    {%- if headline.description != blank %}
    <p>{{ headline.description }}</p>
    {%- endif %}
    <time datetime="{{ headline.date }}">{{ headline.date }}</time>
  </div>
</article>
{%- endif %}
{%- if blocks.size == 0 %}
<p class="empty">本站尚未发布栏目。</p>
{%- endif %}
<div class="blocks">
  {%- for block in blocks %}
  <section class="card" aria-labelledby="block-{{ forloop.index }}">
    <div class="card-head">
      <h2 id="block-{{ forloop.index }}">{{ block.channel.name }}</h2>
      <a class="more" href="{{ block.channel.url }}">更多<span class="sr-only">{{ block.channel.name }}</span><span aria-hidden="true"> ›</span></a>
    </div>
    {%- if block.contents.size > 0 %}
    <ul class="list">
      {%- for item in block.contents %}
      {%- if forloop.first and item.image %}
      <li class="lead">
        <img src="{{ item.image }}" alt="{{ item.title }}">
        <div>
          <a href="{{ item.url }}">{% if item.top %}<span class="top">置顶</span>{% endif %}{{ item.title }}</a>
          {%- if item.description != blank %}
          <p>{{ item.description }}</p>
          {%- endif %}
          <time datetime="{{ item.date }}">{{ item.date }}</time>
        </div>
      </li>
      {%- else %}
      <li>
        <a href="{{ item.url }}">{% if item.top %}<span class="top">置顶</span>{% endif %}{{ item.title }}</a>
        <time datetime="{{ item.date }}">{{ item.date }}</time>
      </li>
      {%- endif %}
      {%- endfor %}
    </ul>
    {%- else %}
    <p class="empty">暂无内容</p>
    {%- endif %}
  </section>
  {%- endfor %}
</div>
{%- endblock %}
`,

  "channel.liquid": `{% layout "layout.liquid" %}
{%- block content %}
<div class="channel{% if children.size > 0 %} has-sub{% endif %}">
  {%- if children.size > 0 %}
  <nav class="subnav" aria-label="{{ channel.name }}子栏目">
    <ul>
      {%- for child in children %}
      <li><a href="{{ child.url }}">{{ child.name }}</a></li>
      {%- endfor %}
    </ul>
  </nav>
  {%- endif %}
  <section class="panel">
    <h1>{{ channel.name }}</h1>
    {%- if channel.description != blank %}
    <p class="intro">{{ channel.description }}</p>
    {%- endif %}
    {%- render "entries.liquid", contents: contents, empty: "本栏目暂无内容" %}
    {%- render "pagination.liquid", pagination: pagination %}
  </section>
</div>
{%- endblock %}
`,

  "content.liquid": `{% layout "layout.liquid" %}
{%- block content %}
<article class="panel article">
  <header>
    <h1>{{ content.title }}</h1>
    <p class="meta">
      {%- if content.author != blank %}
      <span>作者：{{ content.author }}</span>
      {%- endif %}
      {%- if content.origin != blank or content.origin_url != blank %}
      <span>来源：
        {%- if content.origin_url != blank %}<a href="{{ content.origin_url }}" rel="noopener nofollow">{{ content.origin | default: "原文链接" }}</a>
        {%- else %}{{ content.origin }}{% endif -%}
      </span>
      {%- endif %}
      {%- if content.date != blank %}
      <span>发布时间：<time datetime="{{ content.date }}">{{ content.date }}</time></span>
      {%- endif %}
      {%- unless content.views == nil %}
      <span>阅读 {{ content.views }}</span>
      {%- endunless %}
    </p>
  </header>
  <div class="body">
{{ content.html | raw }}
  </div>
  {%- if content.pictures.size > 0 %}
  <section class="gallery" aria-label="图片">
    {%- for picture in content.pictures %}
    <figure>
      <img src="{{ picture.url }}" alt="{{ content.title }}（图{{ forloop.index }}）">
      {%- if picture.caption != blank %}
      <figcaption>{{ picture.caption }}</figcaption>
      {%- endif %}
    </figure>
    {%- endfor %}
  </section>
  {%- endif %}
  {%- if content.attachments.size > 0 %}
  <section class="attachments" aria-labelledby="attachments-title">
    <h2 id="attachments-title">附件</h2>
    <ul>
      {%- for file in content.attachments %}
      <li><a href="{{ file.url }}" download>{{ file.name }}</a>{% if file.size_text != blank %} <span class="size">（{{ file.size_text }}）</span>{% endif %}</li>
      {%- endfor %}
    </ul>
  </section>
  {%- endif %}
  {%- if content.tags.size > 0 %}
  <p class="tags">标签：{% for tag in content.tags %}<a href="{{ tag.url }}" rel="tag">{{ tag.name }}</a>{% endfor %}</p>
  {%- endif %}
  {%- if content.qr_url %}
  <figure class="qr">
    <img src="{{ content.qr_url }}" alt="本页二维码" width="112" height="112" loading="lazy">
    <figcaption>手机扫码阅读</figcaption>
  </figure>
  {%- endif %}
  <nav class="siblings" aria-label="上一篇和下一篇">
    <ul>
      <li>上一篇：{% if prev %}<a href="{{ prev.url }}" rel="prev">{{ prev.title }}</a>{% else %}没有了{% endif %}</li>
      <li>下一篇：{% if next %}<a href="{{ next.url }}" rel="next">{{ next.title }}</a>{% else %}没有了{% endif %}</li>
    </ul>
  </nav>
</article>
<!--suyuan:comments-->
{%- endblock %}
`,

  "search.liquid": `{% layout "layout.liquid" %}
{%- block content %}
<section class="panel">
  <h1>站内搜索</h1>
  {%- if search_query == blank %}
  <p class="empty">请输入要搜索的词语。</p>
  {%- elsif hits.size == 0 %}
  <p class="empty">没有找到与“{{ search_query }}”相关的文章。</p>
  {%- else %}
  <p class="intro">找到{% if total_capped %}超过{% endif %} {{ total }} 篇与“{{ search_query }}”相关的文章</p>
  <ul class="entries">
    {%- for hit in hits %}
    <li>
      <div>
        <h2><a href="{{ hit.url }}">{% for part in hit.title_parts %}{% if part.hit %}<mark>{{ part.text }}</mark>{% else %}{{ part.text }}{% endif %}{% endfor %}</a></h2>
        {%- if hit.snippet.size > 0 %}
        <p>{% for part in hit.snippet %}{% if part.hit %}<mark>{{ part.text }}</mark>{% else %}{{ part.text }}{% endif %}{% endfor %}</p>
        {%- endif %}
        <time datetime="{{ hit.date }}">{{ hit.date }}</time>
      </div>
    </li>
    {%- endfor %}
  </ul>
  {%- render "pagination.liquid", pagination: pagination %}
  {%- endif %}
</section>
{%- endblock %}
`,

  "entries.liquid": `{%- if contents.size > 0 %}
<ul class="entries">
  {%- for item in contents %}
  <li{% if item.image %} class="has-image"{% endif %}>
    {%- if item.image %}
    <img src="{{ item.image }}" alt="{{ item.title }}">
    {%- endif %}
    <div>
      <h2><a href="{{ item.url }}">{% if item.top %}<span class="top">置顶</span>{% endif %}{{ item.title }}</a></h2>
      {%- if item.description != blank %}
      <p>{{ item.description }}</p>
      {%- endif %}
      <time datetime="{{ item.date }}">{{ item.date }}</time>
    </div>
  </li>
  {%- endfor %}
</ul>
{%- else %}
<p class="empty">{{ empty }}</p>
{%- endif %}
`,

  "pagination.liquid": `{%- if pagination and pagination.pages > 1 %}
<nav class="pagination" aria-label="分页">
  <ul>
    <li>
      {%- if pagination.prev_url %}<a href="{{ pagination.prev_url }}" rel="prev">上一页</a>
      {%- else %}<span class="disabled">上一页</span>{% endif -%}
    </li>
    {%- for link in pagination.links %}
    <li>
      {%- if link.current %}<span aria-current="page">{{ link.number }}</span>
      {%- else %}<a href="{{ link.url }}" aria-label="第 {{ link.number }} 页">{{ link.number }}</a>{% endif -%}
    </li>
    {%- endfor %}
    <li>
      {%- if pagination.next_url %}<a href="{{ pagination.next_url }}" rel="next">下一页</a>
      {%- else %}<span class="disabled">下一页</span>{% endif -%}
    </li>
  </ul>
  <p>第 {{ pagination.page }} / {{ pagination.pages }} 页</p>
</nav>
{%- endif %}
`,

  "collection.liquid": `{% layout "layout.liquid" %}
{%- block content %}
<section class="panel">
  <h1>{{ collection.label }}：{{ collection.name }}</h1>
  {%- if collection.image %}
  <img class="cover" src="{{ collection.image }}" alt="{{ collection.name }}">
  {%- endif %}
  {%- if collection.description != blank %}
  <p class="intro">{{ collection.description }}</p>
  {%- endif %}
  {%- render "entries.liquid", contents: contents, empty: "暂无内容" %}
  {%- render "pagination.liquid", pagination: pagination %}
</section>
{%- endblock %}
`,

  "notice.liquid": `{% layout "layout.liquid" %}
{%- block content %}
<section class="panel notice">
  <h1>{{ message }}</h1>
  <p class="status">错误代码 {{ status }}</p>
  <p><a class="button" href="{{ site.base }}">返回首页</a></p>
</section>
{%- endblock %}
`,

  "style.css": `:root{--brand:#9b1c1c;--brand-dark:#7a1414;--link:#1a4d8f;--text:#1f2328;--muted:#555f6b;--line:#e3e6ea}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;background:#f4f5f7;color:var(--text);font:16px/1.75 -apple-system,BlinkMacSystemFont,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif}
a{color:var(--link);text-decoration:none}
a:hover{text-decoration:underline}
:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
.masthead :focus-visible,.nav :focus-visible,.skip:focus-visible{outline-color:#ffd54a}
img{max-width:100%;height:auto}
h1,h2{line-height:1.4}
.wrap{max-width:1180px;margin:0 auto;padding:0 16px}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.skip{position:absolute;left:8px;top:-60px;z-index:10;padding:8px 16px;background:var(--brand-dark);color:#fff}
.skip:focus{top:8px}
.masthead{background:var(--brand);padding:20px 0}
.brand{margin:0;font-size:24px;font-weight:700}
.masthead .wrap{display:flex;flex-wrap:wrap;gap:12px;align-items:center;justify-content:space-between}
.search{display:flex;gap:6px}
.search input{font:inherit;font-size:15px;padding:6px 10px;border:1px solid #fff;border-radius:4px;min-width:0;width:14em}
.search button{font:inherit;font-size:15px;padding:6px 14px;border:1px solid #fff;border-radius:4px;background:var(--brand-dark);color:#fff;cursor:pointer}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.tags a{display:inline-block;margin:0 6px 6px 0;padding:2px 10px;border:1px solid var(--line);border-radius:12px}
.cover{max-width:100%;height:auto;border-radius:4px}
mark{background:#fff3b0;color:inherit;padding:0 1px}
.brand a,.nav a,.footer a{color:#fff}
.nav{background:var(--brand-dark)}
.nav ul{display:flex;flex-wrap:wrap;list-style:none}
.nav a{display:block;padding:10px 14px}
.nav a:hover,.nav a[aria-current]{background:rgba(0,0,0,.25);text-decoration:none}
.nav a[aria-current]{box-shadow:inset 0 -3px 0 #ffd54a}
main.wrap{display:block;padding-top:16px;padding-bottom:32px}
main:focus{outline:none}
.crumbs ol,.list,.entries,.subnav ul,.pagination ul,.siblings ul{list-style:none;margin:0;padding:0}
.crumbs ol{display:flex;flex-wrap:wrap;margin-bottom:12px}
.crumbs li+li::before{content:"›";margin:0 8px}
.crumbs [aria-current]{color:var(--text)}
time,.more,.size,.crumbs,.meta,.list p,.pagination p,figcaption,.footer{font-size:14px}
time,.size,.crumbs,.meta,.list p,.pagination p,figcaption,.headline p,.entries p,.intro,.empty,.status,.disabled{color:var(--muted)}
time{white-space:nowrap}
.card,.panel,.headline,.subnav a{background:#fff;border:1px solid var(--line);border-radius:6px}
.headline{position:relative;display:grid;margin-bottom:16px;overflow:hidden}
.headline img{width:100%;aspect-ratio:16/9;object-fit:cover}
.headline-text{padding:16px 20px}
.headline h2,.headline p{margin:0 0 8px}
.headline h2{font-size:22px}
.headline h2 a::after{content:"";position:absolute;inset:0}
.headline h2 a,.list a,.entries h2 a,.subnav a{color:var(--text)}
.blocks{display:grid;gap:16px;grid-template-columns:repeat(auto-fill,minmax(min(100%,340px),1fr))}
.card{padding:4px 16px 12px}
.card-head{display:flex;align-items:center;justify-content:space-between;border-bottom:2px solid var(--brand)}
.card-head h2{margin:8px 0;font-size:18px;color:var(--brand)}
.list li{display:flex;gap:12px;align-items:baseline;padding:6px 0;border-bottom:1px dashed var(--line)}
.list li:last-child{border-bottom:0}
.list li>a{flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.list .lead{align-items:flex-start;padding:10px 0}
.lead img,.entries img{width:120px;flex:none;aspect-ratio:4/3;object-fit:cover;border-radius:4px}
.lead div{flex:1;min-width:0}
.lead a{font-weight:700}
.lead p{margin:4px 0}
.top{display:inline-block;margin-right:6px;padding:0 6px;border-radius:3px;background:var(--brand);color:#fff;font-size:12px;font-weight:400;line-height:1.6;vertical-align:1px}
.empty{margin:16px 0}
.channel{display:grid;gap:16px}
.subnav ul{display:flex;flex-wrap:wrap;gap:8px}
.subnav a{display:block;padding:6px 14px}
.subnav a:hover{border-color:var(--brand);color:var(--brand);text-decoration:none}
.panel{padding:16px 20px 24px;min-width:0}
.panel h1{margin:0 0 12px;font-size:24px}
.entries li{padding:14px 0;border-bottom:1px solid var(--line)}
.entries li.has-image{display:grid;gap:8px}
.entries img{width:100%}
.entries h2{margin:0 0 4px;font-size:17px}
.entries p{margin:0 0 4px}
.pagination{margin-top:20px;text-align:center}
.pagination ul{display:flex;flex-wrap:wrap;justify-content:center;gap:6px}
.pagination a,.pagination span{display:block;min-width:40px;padding:4px 10px;border:1px solid var(--line);border-radius:4px}
.pagination a:hover{border-color:var(--link);text-decoration:none}
.pagination [aria-current]{background:var(--brand);border-color:var(--brand);color:#fff}
.pagination p{margin:8px 0 0}
.article h1{text-align:center;font-size:26px}
.meta{display:flex;flex-wrap:wrap;justify-content:center;gap:4px 20px;margin:0 0 20px;padding-bottom:12px;border-bottom:1px solid var(--line)}
.body{font-size:17px;line-height:1.9;overflow-wrap:break-word}
.body p{margin:0 0 1em}
.body table{max-width:100%;border-collapse:collapse}
.body td,.body th{border:1px solid var(--line);padding:4px 8px}
.gallery{display:grid;gap:16px;grid-template-columns:repeat(auto-fill,minmax(min(100%,260px),1fr));margin:24px 0}
figure{margin:0}
figcaption{text-align:center}
.attachments ul{padding-left:1.2em}
.qr{margin:24px 0 0;text-align:center;font-size:13px;color:var(--muted)}
.qr img{margin:0 auto}
.siblings{margin-top:24px;padding-top:12px;border-top:1px solid var(--line)}
.notice{text-align:center;padding:48px 20px}
.button{display:inline-block;padding:8px 24px;background:var(--brand);border-radius:4px;color:#fff}
.button:hover{background:var(--brand-dark);text-decoration:none}
.footer{padding:20px 0 24px;background:#2b2f36;color:#d6d9de;text-align:center}
.footer p,.footer address{margin:4px 0;font-style:normal}
.footer address span+span{margin-left:16px}
@media (min-width:768px){
  .brand{font-size:30px}
  .headline{grid-template-columns:3fr 2fr}
  .headline img{height:100%}
  .headline-text{padding:24px;align-self:center}
  .panel{padding:24px 32px 32px}
  .entries li.has-image{grid-template-columns:160px 1fr;gap:16px}
}
@media (min-width:960px){
  .channel.has-sub{grid-template-columns:220px 1fr;align-items:start}
  .has-sub .subnav ul{display:block}
  .has-sub .subnav li+li{margin-top:8px}
}
@media print{
  body,.masthead,.footer{background:none;color:#000}
  .skip,.nav,.crumbs,.subnav,.pagination,.siblings{display:none}
  .brand a,.footer a{color:#000}
  .card,.panel,.headline{border:0}
  .body a::after{content:" (" attr(href) ")";font-size:12px}
}
`,
};
