// Plain errors with a name, so callers can tell a bad file from a bug without classes.
export const DATABASE_OPEN_ERROR = 'DatabaseOpenError';
export const DATABASE_VERSION_ERROR = 'DatabaseVersionError';

const named = (name: string, message: string, cause?: unknown): Error => {
  const error = new Error(message, cause === undefined ? undefined : { cause });
  error.name = name;
  return error;
};

export const databaseOpenError = (file: string, reason: string, cause?: unknown): Error =>
  named(
    DATABASE_OPEN_ERROR,
    `Database file ${file} is corrupt or not an SQLite database (${reason}). Move it aside or delete it, and a new one will be created at next start.`,
    cause,
  );

export const databaseVersionError = (file: string, found: number, known: number): Error =>
  named(
    DATABASE_VERSION_ERROR,
    `Database file ${file} has schema version ${found}, newer than this server knows (${known}). Run a newer server, or move the file aside to start a new database.`,
  );
