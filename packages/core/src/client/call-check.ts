/**
 * What the compiler checks of a call declaration (`someService('VERB /path/{a.b}', { name, args, returns })`)
 * against the signature its annotation declares (`Call<F>`): types only, nothing here runs.
 *
 * An `args` record's keys have no order the type system can read, so arguments are matched as sets: as
 * many arguments as parameters, every argument's check fits some parameter and every parameter fits some
 * argument's check. Two arguments written in the wrong order with different checks still compile (the
 * wire tests catch them: a `ValidationError` names the argument).
 */

/** Any function: the signature of a call. */
export type AnyFunction = (...args: never[]) => unknown;

/** The parameters of a signature (of its last overload: the request form of a builder call). */
export type ParametersOf<F> = F extends (...args: infer P) => unknown ? P : never;

/** What a signature resolves (of its last overload). */
export type ResultOf<F> = F extends (...args: never[]) => infer R ? Awaited<R> : never;

/** An argument's check, written alone or in `{ check }`. */
type CheckOf<A> = A extends { check: infer C } ? C : A;

/** True when `T` is `any`. */
type IsAny<T> = 0 extends 1 & T ? true : false;

/** Whether a check `C` fits a parameter of type `T` (distributes over a union of checks). */
type Fits<C, T> = IsAny<T> extends true
  ? true
  : C extends 'id'
    ? ([NonNullable<T>] extends [string] ? true : false)
    : C extends 'list' | 'array'
      ? ([NonNullable<T>] extends [readonly unknown[]] ? true : false)
      : C extends 'object' | 'options' | 'query'
        ? ([NonNullable<T>] extends [readonly unknown[]] ? false : [NonNullable<T>] extends [object] ? true : false)
        : C extends 'value'
          ? true
          : C extends (value: infer V, name: string) => void
            ? ([T] extends [V] ? true : false)
            : false;

/** The parameters of `P` (by index) that none of the checks `C` fits. */
type Unfitted<C, P extends readonly unknown[]> = { [I in keyof P]-?: true extends Fits<C, P[I]> ? never : I }[number];

/** The arguments of `A` whose check fits none of the parameters `P`. */
type Misfits<A, P extends readonly unknown[]> = {
  [K in keyof A]-?: true extends { [I in keyof P]-?: Fits<CheckOf<A[K]>, P[I]> }[number] ? never : K;
}[keyof A];

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type LastOf<U> = UnionToIntersection<U extends unknown ? () => U : never> extends () => infer R ? R : never;
/** How many members a union has. */
type CountOf<U, L = LastOf<U>, N extends unknown[] = []> = [U] extends [never] ? N['length'] : CountOf<Exclude<U, L>, LastOf<Exclude<U, L>>, [...N, L]>;

/** The `{placeholders}` of a route. */
export type PlaceholdersOf<R> = R extends `${string}{${infer P}}${infer Rest}` ? P | PlaceholdersOf<Rest> : never;

/** A field's wire name (`_id` → `id`). */
type WireName<N> = N extends `_${infer W}` ? W : N;

/** The first segment of a dotted path. */
type HeadOf<P> = P extends `${infer H}.${string}` ? H : P;

/** The wire paths arguments are placed at with `to`. */
type TargetsOf<A> = { [K in keyof A]-?: A[K] extends { to: infer T } ? T : never }[keyof A];

/** The arguments whose fields are spread into the payload. */
type SpreadsOf<A> = { [K in keyof A]-?: A[K] extends 'options' | { check: 'options' } | { spread: true } ? K : never }[keyof A];

/** The arguments that go into the payload under their own name (wire name). */
type NamedOf<A> = { [K in keyof A]-?: A[K] extends { to: string } | 'options' | { check: 'options' } | { spread: true } ? never : WireName<K> }[keyof A];

/** Whether some object parameter of `P` has the field of wire name `H` (`id` is `_id` in SDK shapes). */
type SomeParameterHas<P extends readonly unknown[], H extends string> = true extends {
  [I in keyof P]-?: [Extract<keyof NonNullable<P[I]>, H | `_${H}`>] extends [never] ? false : true;
}[number] ? true : false;

/** The placeholders of `R` that `args` `A` leave empty (for a signature with parameters `P`). */
type UnfilledByArgs<R, A, P extends readonly unknown[]> = {
  [H in PlaceholdersOf<R>]: H extends TargetsOf<A>
    ? never
    : HeadOf<H> extends NamedOf<A>
      ? never
      : [SpreadsOf<A>] extends [never]
        ? H
        : SomeParameterHas<P, HeadOf<H>> extends true ? never : H;
}[PlaceholdersOf<R>];

/** An object with the dotted path `P`. */
type WithPath<P> = P extends `${infer H}.${infer Rest}` ? { [K in H]: WithPath<Rest> } : { [K in P & string]: unknown };

/** What a `payload` function returns for route `R`: an object with a field for each of its placeholders. */
export type PayloadOf<R> = Record<string, unknown> & UnionToIntersection<WithPath<PlaceholdersOf<R>>>;

/** `T`, where the compiler infers nothing from (the `NoInfer` of TypeScript 5.4, written for 4.8). */
export type Hidden<T> = [T][T extends unknown ? 0 : never];

/** A mismatch the compiler reports: the options need a property no declaration has, named after it. */
type Mismatch<Message extends string> = { [K in `mismatch: ${Message}`]: never };

/** How many parameters a signature takes at most (`number`: a rest parameter, not checked). */
type ArityOf<P extends readonly unknown[]> = Required<P>['length'];

/** The mismatches of the arguments (count, checks) and of the route's placeholders. */
type ArgsMismatch<F, R, A> = ParametersOf<F> extends infer P extends readonly unknown[]
  ? (number extends ArityOf<P> ? unknown : CountOf<keyof A> extends ArityOf<P> ? unknown : Mismatch<`args: ${CountOf<keyof A>} given, the signature takes ${ArityOf<P>}`>)
    & ([Misfits<A, P>] extends [never] ? unknown : Mismatch<`args: ${Misfits<A, P> & string} fits no parameter of the signature`>)
    & ([Unfitted<{ [K in keyof A]: CheckOf<A[K]> }[keyof A], P>] extends [never] ? unknown : Mismatch<`args: parameter ${Unfitted<{ [K in keyof A]: CheckOf<A[K]> }[keyof A], P> & string} fits no argument's check`>)
    & ([UnfilledByArgs<R, A, P>] extends [never] ? unknown : Mismatch<`route: {${UnfilledByArgs<R, A, P> & string}} is filled by no argument`>)
  : unknown;

/** The mismatches of `returns` `K` (and `entity` `E`) with the signature's result and the declared response. */
type ReturnsMismatch<F, Response, K, E> = [K] extends [false]
  ? ([ResultOf<F>] extends [void | undefined] ? unknown : Mismatch<'returns: false resolves nothing, the signature resolves a value'>)
  : [K] extends [string]
    ? ([E] extends [string] ? ([K] extends [E] ? unknown : Mismatch<`returns: '${K}' is not the entity '${E}'`>) : unknown)
      & (unknown extends Response ? unknown : K extends keyof Response ? unknown : Mismatch<`returns: '${K}' is no field of the response`>)
    : unknown; // a signature resolving `void` may still get the response (`deleteMyMember` resolves `{}`, as the platform's SDK does)

/** A declaration without `args` builds its payload, or only ever makes a builder. */
type PayloadOrBuilder = { payload: unknown } | { builder: unknown };

/** The `args` of a declaration that writes none (its `payload` function, if any, takes the signature's parameters). */
export type NoArgs = { readonly '~none': never };

/**
 * The mismatches between a declaration and its signature `F`: its route `R`, its `args` `A`, `returns`
 * `K`, `entity` `E`, and the declared response `Response` (`unknown`: not declared). `unknown` when there
 * is none, else an object type with a property the options lack, named after the mismatch. A declaration
 * without `args` needs a `payload` function when the signature takes parameters or the route has
 * placeholders (what that function returns is held to `PayloadOf` the route), or a `builder` that takes them.
 */
export type CallMismatch<F, R, Response, A, K, E> = ([A] extends [NoArgs]
  ? ([PlaceholdersOf<R>] extends [never] ? (ArityOf<ParametersOf<F>> extends 0 ? unknown : PayloadOrBuilder) : PayloadOrBuilder)
  : ArgsMismatch<F, R, A>) & ReturnsMismatch<F, Response, K, E>;
