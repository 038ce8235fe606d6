-- Version 3: a round's mode is one of its spellings, guided, free or exam, as on the stations.
--
-- Applied by `spanish21-cli server migrate` as the school's admin role (docs/school-server.md).
-- The stations' file holds its rounds to these spellings from its schema 9 (src/records/schema.cpp,
-- records::RecordMode), and no station ever sent another: nothing is mapped, and no row changes.
-- A round of any other mode (written by hand, or by another program) is not guessed at: the migration
-- stops, naming it, and the server keeps schema 2 and every row until the administrator sets it right
-- (docs/records.md, "Modes"). From this version the server refuses any other mode a station sends.

DO $$
DECLARE
    stray record;
    strays bigint;
BEGIN
    SELECT count(*) INTO strays FROM rounds WHERE mode NOT IN ('guided', 'free', 'exam');
    IF strays > 0 THEN
        SELECT station, uuid, mode INTO stray FROM rounds WHERE mode NOT IN ('guided', 'free', 'exam')
            ORDER BY received_at, uuid LIMIT 1;
        RAISE EXCEPTION 'round % of station % has the mode ''%'', which is not guided, free or exam; rounds of '
                        'another mode: %. The server stays at schema 2 with every round; docs/records.md says how '
                        'to set it right', stray.uuid, stray.station, stray.mode, strays;
    END IF;
END
$$;

ALTER TABLE rounds ADD CONSTRAINT mode_is_known CHECK (mode IN ('guided', 'free', 'exam'));
