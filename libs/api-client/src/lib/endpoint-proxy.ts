import type { CallName } from '@share/contract/browser';
import type { EndpointCalls } from './endpoint-call';

/**
 * One typed function per endpoint of the contract table (`calls.comments({ params: { id } })`), each
 * calling `call` with its name. Each is made when first read (the table's names are not needed to
 * make them) and stays the same function. `then` and the names every object has are not endpoints:
 * the calls are not a promise, and print as an object.
 */
export function endpointProxy(call: (name: CallName, input: never) => Promise<unknown>): EndpointCalls {
  const calls: Record<string, (input: never) => Promise<unknown>> = {};
  return new Proxy(calls, {
    get(target, name) {
      if (typeof name !== 'string' || name === 'then' || name in Object.prototype) return Reflect.get(target, name);
      target[name] ??= (input: never) => call(name as CallName, input);
      return target[name];
    },
  }) as unknown as EndpointCalls;
}
