import { LiquidError, toValue, type Context, type Emitter, type Liquid, type Template } from "liquidjs";

// What one render of a site template may use, whatever the template says, so that a template
// cannot take the server's memory or time (the server runs with a 128 MB heap). LiquidJS's own
// limits do not suffice: its memory limit does not count the page being written, a range is
// charged as a number of items each taking 8 bytes or more, and pages written in many small pieces
// cost far more than their characters. So every render gets a budget of its own:
// - steps: every block LiquidJS renders (a loop turn, a branch taken, an include, a block) counts
//   one, which bounds loops whatever their ranges;
// - memory: LiquidJS's memory limiter is replaced by the budget's, so ranges, arrays and strings
//   made by filters are charged before they are made;
// - output: every piece written counts its characters, text captured or stored for a layout
//   included, and pieces are joined as they come instead of kept one by one;
// - time: LiquidJS's render-time limiter is replaced by the budget's deadline.
// The budget is attached at the render's first block and reaches every context the render
// spawns (includes, partials), as LiquidJS passes the limiters on.

export const RENDER_LIMITS = {
  /** Blocks rendered: loop turns, branches, includes and blocks together. */
  steps: 100_000,
  /** Items made by ranges, array filters and string filters, in characters or elements. */
  memory: 1_000_000,
  /** Characters written, captured text included. */
  output: 2_000_000,
  /** Milliseconds of rendering. */
  time: 2_000,
} as const;

export type TemplateLimit = keyof typeof RENDER_LIMITS;

export class TemplateLimitError extends Error {
  constructor(readonly limit: TemplateLimit) {
    super(`template ${limit} limit exceeded (${RENDER_LIMITS[limit]})`);
    this.name = "TemplateLimitError";
  }
}

/** The limiter type LiquidJS's contexts hold (its class is not exported; its use and check are). */
type Limiter = Context["memoryLimit"];

class RenderBudget {
  private steps = 0;
  private memory = 0;
  private output = 0;
  private readonly deadline = performance.now() + RENDER_LIMITS.time;

  /** LiquidJS charges allocations with use(count). */
  use(count: number): void {
    const items = Number(count);
    if (!(items > 0)) return;
    this.memory += items;
    if (this.memory > RENDER_LIMITS.memory) throw new TemplateLimitError("memory");
  }

  check(): void {
    // LiquidJS checks its memory limiter by use() only.
  }

  /** LiquidJS's render-time limiter: check(now) as it renders each template. */
  readonly clock = {
    use: () => {},
    check: (now: number) => {
      if (now > this.deadline) throw new TemplateLimitError("time");
    },
  };

  step(): void {
    this.steps += 1;
    if (this.steps > RENDER_LIMITS.steps) throw new TemplateLimitError("steps");
  }

  wrote(characters: number): void {
    this.output += characters;
    if (this.output > RENDER_LIMITS.output) throw new TemplateLimitError("output");
  }
}

/** The render's budget, attached to its first context (whose spawned contexts share the limiters). */
function budgetOf(ctx: Context): RenderBudget {
  if (ctx.memoryLimit instanceof RenderBudget) return ctx.memoryLimit;
  const budget = new RenderBudget();
  ctx.memoryLimit = budget as unknown as Limiter;
  ctx.renderLimit = budget.clock as unknown as Limiter;
  return budget;
}

/** As LiquidJS writes a value into a page. */
function textOf(value: unknown): string {
  const plain: unknown = toValue(value);
  if (typeof plain === "string") return plain;
  if (plain === null || plain === undefined) return "";
  if (Array.isArray(plain)) return plain.map(textOf).join("");
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- the text LiquidJS's own emitters write
  return String(plain);
}

/** Pieces joined per batch: one string per batch instead of one per piece (a "x" costs 32 bytes). */
const BATCH = 1024;

/** An emitter that charges every piece to the budget and keeps the text compact. */
class BoundedOutput implements Emitter {
  private text = "";
  private pending: string[] = [];

  constructor(private readonly budget: RenderBudget) {}

  write(html: unknown): void {
    const piece = textOf(html);
    this.budget.wrote(piece.length);
    this.pending.push(piece);
    if (this.pending.length >= BATCH) this.flush();
  }

  get buffer(): string {
    this.flush();
    return this.text;
  }

  private flush(): void {
    if (this.pending.length === 0) return;
    this.text += this.pending.join("");
    this.pending = [];
  }
}

type RenderTemplates = Liquid["renderer"]["renderTemplates"];

/** Renders into a bounded emitter, then hands the text to the emitter the caller gave, if any. */
function* collected(
  renderTemplates: RenderTemplates,
  templates: Template[],
  ctx: Context,
  budget: RenderBudget,
  into: Emitter | undefined,
): Generator<unknown, string, unknown> {
  const output = new BoundedOutput(budget);
  yield renderTemplates(templates, ctx, output);
  if (!into) return output.buffer;
  into.write(output.buffer);
  return into.buffer;
}

/**
 * Puts every render of the engine on a budget. LiquidJS renders every block, its own tags' and
 * ours alike, through the engine's renderer (`liquid.renderer.renderTemplates`), which is where
 * each block is counted and its output bounded.
 */
export function bindRenderBudget(engine: Liquid): void {
  const renderer = engine.renderer;
  const renderTemplates: RenderTemplates = renderer.renderTemplates.bind(renderer);
  renderer.renderTemplates = (templates, ctx, emitter) => {
    const budget = budgetOf(ctx);
    budget.step();
    if (emitter instanceof BoundedOutput) return renderTemplates(templates, ctx, emitter);
    return collected(renderTemplates, templates, ctx, budget, emitter);
  };
}

/** A render that stopped at a limit: which, and where in the template (1-based). */
export type TemplateLimitFailure = { limit: TemplateLimit; max: number; line: number; column: number };

export function templateLimitFailure(error: unknown): TemplateLimitFailure | null {
  const cause = error instanceof LiquidError ? error.originalError : error;
  if (!(cause instanceof TemplateLimitError)) return null;
  const [line = 1, column = 1] = error instanceof LiquidError ? error.token.getPosition() : [];
  return { limit: cause.limit, max: RENDER_LIMITS[cause.limit], line, column };
}
