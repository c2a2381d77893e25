import { Hash, Tag, type Context, type Emitter, type Liquid, type Parser } from "liquidjs";
import type { TagToken, Template, TopLevelToken } from "liquidjs";
import { MAX_TAG_LOADS, tagEnvOf, type TagEnv } from "./tag-env.ts";

// A data tag is a block: `{% cms_content_list count: 5 %}…{% endcms_content_list %}`. Its
// arguments are evaluated, its data loaded (a query), and the body rendered with the data in
// scope (`tag_list`, `tag_bean`, `tag_pagination`), which ends with the block.

export type TagLoader = (args: Record<string, unknown>, env: TagEnv) => Promise<Record<string, unknown>>;

/** A tag class as `Liquid.registerTag` takes it. */
type TagClass = new (token: TagToken, remain: TopLevelToken[], liquid: Liquid, parser: Parser) => Tag;

export function blockTag(name: string, load: TagLoader): TagClass {
  return class DataTag extends Tag {
    private readonly args: Hash;
    private readonly body: Template[] = [];

    constructor(token: TagToken, remain: TopLevelToken[], liquid: Liquid, parser: Parser) {
      super(token, remain, liquid);
      this.args = new Hash(this.tokenizer);
      let closed = false;
      const stream = parser
        .parseStream(remain)
        .on(`tag:end${name}`, () => {
          closed = true;
          stream.stop();
        })
        .on("template", (template: Template) => {
          this.body.push(template);
        })
        .on("end", () => {
          if (!closed) throw new Error(`标签 ${name} 缺少结束标签 {% end${name} %} (tag ${name} is not closed)`);
        });
      stream.start();
    }

    *render(ctx: Context, emitter: Emitter): Generator<unknown, void, unknown> {
      // The sync renderer cannot wait for a query; pages whose solution uses data tags render
      // asynchronously (see site-pages.ts).
      if (ctx.sync) throw new Error(`标签 ${name} 需要异步渲染 (tag ${name} needs the asynchronous renderer)`);
      const env = tagEnvOf(ctx);
      env.loads += 1;
      if (env.loads > MAX_TAG_LOADS)
        throw new Error(
          `一个页面最多使用 ${MAX_TAG_LOADS} 次数据标签 (a page may run at most ${MAX_TAG_LOADS} data tags)`,
        );
      const args = (yield this.args.render(ctx)) as Record<string, unknown>;
      const scope = (yield load(args, env)) as Record<string, unknown>;
      ctx.push(scope);
      try {
        yield this.liquid.renderer.renderTemplates(this.body, ctx, emitter);
      } finally {
        ctx.pop();
      }
    }
  };
}
