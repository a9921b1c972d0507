import { describe, expectTypeOf, it } from 'vitest';
import { bindModule, type Call } from './define-call';
import type { Send } from './types';
import { defineService } from './define-service';

// A declaration's options against the signature its annotation declares. `tsc` checks these; nothing here runs.
const orders = defineService({ fqn: 'wix.ecom.orders.v1.Orders' });
interface Order { _id?: string | undefined; number?: string | undefined }
interface GetOrderResponse { order?: Order | undefined }
interface UpdateOrder { _id?: string | undefined; buyerNote?: string | undefined }

describe('declareCall: what compiles', () => {
  it('takes its signature from the annotation: arguments, placeholders filled by name, by `to` and by an options field', () => {
    const getOrder: Call<(_id: string) => Promise<Order>> = orders('GET /ecom/v1/orders/{id}', { name: 'GetOrder', args: { _id: 'id' }, returns: 'order', entity: 'order' });
    const updateOrder: Call<(_id: string, order: UpdateOrder) => Promise<Order>> =
      orders('PATCH /ecom/v1/orders/{order.id}', { name: 'UpdateOrder', args: { _id: { check: 'id', to: 'order.id' }, order: 'object' }, returns: 'order' });
    const byOptions: Call<(options: { orderId: string; note?: string }) => Promise<void>> =
      orders('POST /ecom/v1/orders/{orderId}/notes', { name: 'AddNote', args: { options: 'options' }, returns: false });
    const list: Call<(ids: string[], options?: { fieldsets?: string[] }) => Promise<{ orders?: Order[] }>> =
      orders('POST /ecom/v1/orders/list', { name: 'List', args: { ids: 'list', options: 'options' } });
    const nested: Call<(order: UpdateOrder) => Promise<Order>> = orders('PATCH /ecom/v1/orders/{order.id}', { name: 'Update', args: { order: 'object' } });
    const bound = bindModule({ getOrder, updateOrder, byOptions, list, nested }, {} as Send);
    expectTypeOf(bound.getOrder).toEqualTypeOf<(_id: string) => Promise<Order>>();
    expectTypeOf(bound.updateOrder).parameters.toEqualTypeOf<[string, UpdateOrder]>();
    expectTypeOf(bound.nested).returns.resolves.toEqualTypeOf<Order>();
  });

  it('a payload function takes the signature\'s parameters and has the placeholders\' fields', () => {
    const byPayload: Call<(orderId: string, amount: number) => Promise<unknown>> = orders('POST /ecom/v1/orders/{orderId}/pay', {
      name: 'Pay', payload: (orderId, amount) => {
        expectTypeOf(orderId).toEqualTypeOf<string>();
        return { orderId, amount };
      },
    });
    expectTypeOf(byPayload).toEqualTypeOf<Call<(orderId: string, amount: number) => Promise<unknown>>>();
  });

  it('a declared response (`Call<F, Response>`) holds `returns` to its fields', () => {
    const getOrder: Call<(_id: string) => Promise<Order>, GetOrderResponse> = orders('GET /ecom/v1/orders/{id}', { name: 'GetOrder', args: { _id: 'id' }, returns: 'order' });
    expectTypeOf(getOrder).toMatchTypeOf<Call<(_id: string) => Promise<Order>>>();
  });

  it('a builder call is checked against its last overload, the request', () => {
    const query: Call<{ (): string; (query: { filter?: object }): Promise<unknown> }> =
      orders('POST /ecom/v1/orders/query', { name: 'Query', args: { query: 'query' }, builder: () => 'builder' });
    expectTypeOf(query).toMatchTypeOf<Call<() => string>>();
  });
});

describe('declareCall: what the compiler refuses', () => {
  it('a wrong number of arguments', () => {
    // @ts-expect-error -- one argument declared, the signature takes two
    const twoParameters: Call<(_id: string, extra: number) => Promise<Order>> = orders('GET /ecom/v1/orders/{id}', { name: 'GetOrder', args: { _id: 'id' } });
    // @ts-expect-error -- two arguments declared, the signature takes one
    const oneParameter: Call<(_id: string) => Promise<Order>> = orders('GET /ecom/v1/orders/{id}', { name: 'GetOrder', args: { _id: 'id', options: 'options' } });
    // @ts-expect-error -- no argument declared, the signature takes one
    const none: Call<(_id: string) => Promise<Order>> = orders('GET /ecom/v1/orders', { name: 'List' });
    expectTypeOf([twoParameters, oneParameter, none]).not.toBeNever();
  });

  it('an argument whose check fits no parameter, or a parameter no check fits', () => {
    // @ts-expect-error -- 'id' wants a string parameter
    const idOfObject: Call<(order: UpdateOrder) => Promise<Order>> = orders('POST /ecom/v1/orders', { name: 'Create', args: { order: 'id' } });
    // @ts-expect-error -- 'object' wants an object parameter
    const objectOfString: Call<(_id: string) => Promise<Order>> = orders('GET /ecom/v1/orders/{id}', { name: 'GetOrder', args: { id: 'object' } });
    // @ts-expect-error -- 'list' wants an array parameter
    const listOfString: Call<(ids: string) => Promise<Order>> = orders('POST /ecom/v1/orders/list', { name: 'List', args: { ids: 'list' } });
    // @ts-expect-error -- 'options' wants an object parameter
    const optionsOfArray: Call<(ids: string[]) => Promise<Order>> = orders('POST /ecom/v1/orders/list', { name: 'List', args: { ids: 'options' } });
    // @ts-expect-error -- a custom check's value type must take the parameter
    const customOfNumber: Call<(count: number) => Promise<Order>> = orders('POST /ecom/v1/orders/count', { name: 'Count', args: { count: (value: string, name: string) => void [value, name] } });
    expectTypeOf([idOfObject, objectOfString, listOfString, optionsOfArray, customOfNumber]).not.toBeNever();
  });

  it('a route placeholder no argument fills', () => {
    // @ts-expect-error -- {id} is filled by no argument (`orderId` goes out as `orderId`)
    const byOtherName: Call<(orderId: string) => Promise<Order>> = orders('GET /ecom/v1/orders/{id}', { name: 'GetOrder', args: { orderId: 'id' } });
    // @ts-expect-error -- {order.id}: `_id` goes to `id`, not into `order`
    const noTo: Call<(_id: string, order: UpdateOrder) => Promise<Order>> = orders('PATCH /ecom/v1/orders/{order.id}', { name: 'UpdateOrder', args: { _id: 'id', other: 'object' } });
    // @ts-expect-error -- {orderId} is no field of the options parameter
    const notInOptions: Call<(options: { note?: string }) => Promise<void>> = orders('POST /ecom/v1/orders/{orderId}/notes', { name: 'AddNote', args: { options: 'options' }, returns: false });
    // @ts-expect-error -- {orderId} is no field of the payload
    const notInPayload: Call<(orderId: string) => Promise<unknown>> = orders('POST /ecom/v1/orders/{orderId}/pay', { name: 'Pay', payload: (id) => ({ id }) });
    expectTypeOf([byOtherName, noTo, notInOptions, notInPayload]).not.toBeNever();
  });

  it('a `returns` that does not match', () => {
    // @ts-expect-error -- the entity is 'order'
    const typo: Call<(_id: string) => Promise<Order>> = orders('GET /ecom/v1/orders/{id}', { name: 'GetOrder', args: { _id: 'id' }, returns: 'ordr', entity: 'order' });
    // @ts-expect-error -- 'ordr' is no field of the declared response
    const notInResponse: Call<(_id: string) => Promise<Order>, GetOrderResponse> = orders('GET /ecom/v1/orders/{id}', { name: 'GetOrder', args: { _id: 'id' }, returns: 'ordr' });
    // @ts-expect-error -- `returns: false` resolves nothing, the signature an order
    const nothing: Call<(_id: string) => Promise<Order>> = orders('DELETE /ecom/v1/orders/{id}', { name: 'DeleteOrder', args: { _id: 'id' }, returns: false });
    // @ts-expect-error -- `result` must answer what the signature resolves
    const result: Call<(_id: string) => Promise<Order>> = orders('GET /ecom/v1/orders/{id}', { name: 'GetOrder', args: { _id: 'id' }, result: (value: { count: number }) => value.count });
    expectTypeOf([typo, notInResponse, nothing, result]).not.toBeNever();
  });

  it('a payload function whose parameters the signature does not give', () => {
    // @ts-expect-error -- the payload wants a number, the signature gives a string
    const wrongParameter: Call<(orderId: string) => Promise<unknown>> = orders('POST /ecom/v1/orders/{orderId}/pay', { name: 'Pay', payload: (orderId: number) => ({ orderId }) });
    expectTypeOf(wrongParameter).not.toBeNever();
  });
});
