import Dexie from 'dexie';
import { LOCAL_DB_STORES } from './local-db';

type Version = keyof typeof LOCAL_DB_STORES;

/** A database as version `version` of the app left it (its tables, none of the later upgrades). */
export function olderLocalDb(name: string, version: Version): Dexie {
  const db = new Dexie(name);
  for (let each = 1; each <= version; each += 1) {
    db.version(each).stores(LOCAL_DB_STORES[each as Version]);
  }
  return db;
}
