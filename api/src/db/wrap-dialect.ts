// Wraps a Kysely dialect's driver: `around` runs every call into the driver (connecting,
// transactions, queries), `executeQuery` replaces how a connection runs a query. The connections
// handed to Kysely forward everything else to the driver's own (private fields and symbol-keyed
// methods keep working), and the driver always gets its own connections back.
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult } from 'kysely';

export interface DialectWrapper {
  around?<R>(run: () => Promise<R>): Promise<R>;
  executeQuery?<R>(connection: DatabaseConnection, query: CompiledQuery): Promise<QueryResult<R>>;
}

function forward<T extends object>(target: T, overrides: Partial<T>): T {
  return new Proxy(target, {
    get(object, property) {
      if (Object.hasOwn(overrides, property)) return overrides[property as keyof T];
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

function wrapDriver(driver: Driver, wrapper: DialectWrapper): Driver {
  const around = wrapper.around ?? (<R>(run: () => Promise<R>) => run());
  const execute = wrapper.executeQuery ?? (<R>(connection: DatabaseConnection, query: CompiledQuery) => connection.executeQuery<R>(query));
  const originals = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const original = (connection: DatabaseConnection) => originals.get(connection) ?? connection;
  const wrapConnection = (connection: DatabaseConnection): DatabaseConnection => {
    const wrapped = forward(connection, { executeQuery: (query) => around(() => execute(connection, query)) });
    originals.set(wrapped, connection);
    return wrapped;
  };
  return forward(driver, {
    init: (options) => around(() => driver.init(options)),
    acquireConnection: (options) => around(async () => wrapConnection(await driver.acquireConnection(options))),
    beginTransaction: (connection, settings) => around(() => driver.beginTransaction(original(connection), settings)),
    commitTransaction: (connection) => around(() => driver.commitTransaction(original(connection))),
    rollbackTransaction: (connection) => around(() => driver.rollbackTransaction(original(connection))),
    savepoint: driver.savepoint && ((connection, name, compile) => around(() => driver.savepoint!(original(connection), name, compile))),
    rollbackToSavepoint:
      driver.rollbackToSavepoint &&
      ((connection, name, compile) => around(() => driver.rollbackToSavepoint!(original(connection), name, compile))),
    releaseSavepoint:
      driver.releaseSavepoint &&
      ((connection, name, compile) => around(() => driver.releaseSavepoint!(original(connection), name, compile))),
    releaseConnection: (connection, options) => driver.releaseConnection(original(connection), options),
  });
}

export function wrapDialect(dialect: Dialect, wrapper: DialectWrapper): Dialect {
  return {
    createDriver: () => wrapDriver(dialect.createDriver(), wrapper),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
