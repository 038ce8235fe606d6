-- Version 2: the school's supervisor keys, results checked as they arrive, the server's own clock.
--
-- Applied by `spanish21-cli server migrate` as the school's admin role (docs/school-server.md).
-- What a station sends is believed only as far as the server or the instructor's trainer can check it
-- (docs/certification.md, "The school server"):
--   supervisor_keys  the school's supervisors' public keys, registered by the admin
--                    (`server register-keys`); an instructor's class view counts a result only when
--                    its signature verifies against one of them (records/server/class_report.h);
--   received_at      stamped by the server on every row, whatever the station sends;
--   exam_results     accepts only a record that is an exam attempt's JSON for the attempt it is
--                    filed under, a 32-byte public key and a 64-byte signature; rows stored before
--                    this version are kept as they are (the class view checks every row anyway);
--   keys             a station's own: (station, uuid), so that no error tells one station of another's rows.

CREATE TABLE supervisor_keys (
    public_key text NOT NULL PRIMARY KEY CHECK (public_key ~ '^[A-Za-z0-9+/]{43}=$'),
    name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
    registered_at timestamptz NOT NULL DEFAULT now()
);
REVOKE ALL ON supervisor_keys FROM PUBLIC;
GRANT SELECT ON supervisor_keys TO s21_station, s21_instructor;

-- The server's time of receipt, never the station's.
CREATE FUNCTION s21_stamp_received() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    NEW.received_at := now();
    RETURN NEW;
END
$$;

-- True when `record` is the JSON of an exam attempt of `attempt` with a result this program writes.
CREATE FUNCTION s21_is_attempt_record(record text, attempt uuid) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
    json jsonb;
BEGIN
    BEGIN
        json := record::jsonb;
    EXCEPTION WHEN others THEN
        RETURN false;
    END;
    RETURN jsonb_typeof(json) = 'object' AND json ->> 'format' = 's21-exam-attempt' AND json ->> 'version' = '1'
           AND json ->> 'attempt' = attempt::text AND json ->> 'result' IN ('passed', 'failed', 'voided');
END
$$;

DO $$
DECLARE
    sent text;
BEGIN
    FOREACH sent IN ARRAY ARRAY['trainees', 'profiles', 'rounds', 'exam_attempts', 'exam_results'] LOOP
        EXECUTE format('CREATE TRIGGER received_now BEFORE INSERT ON %I FOR EACH ROW '
                       'EXECUTE FUNCTION s21_stamp_received()', sent);
    END LOOP;
END
$$;

ALTER TABLE exam_results
    ADD CONSTRAINT record_is_the_attempts CHECK (s21_is_attempt_record(record, attempt)) NOT VALID,
    ADD CONSTRAINT public_key_is_a_key CHECK (public_key ~ '^[A-Za-z0-9+/]{43}=$') NOT VALID,
    ADD CONSTRAINT signature_is_a_signature CHECK (signature ~ '^[A-Za-z0-9+/]{86}==$') NOT VALID,
    ADD CONSTRAINT previous_hash_is_a_hash CHECK (previous_hash ~ '^[0-9a-f]{64}$') NOT VALID;
ALTER TABLE exam_attempts
    ADD CONSTRAINT supervisor_key_is_a_key CHECK (supervisor_key ~ '^[A-Za-z0-9+/]{43}=$') NOT VALID;

-- Every key is a station's own: a uuid is unique within the station that sent it, never across the
-- school, so a station sending a uuid another station used is neither refused (which would tell it
-- that the other station has that uuid) nor mixed with the other's rows.
ALTER TABLE trainees DROP CONSTRAINT trainees_pkey, ADD PRIMARY KEY (station, uuid);
ALTER TABLE rounds DROP CONSTRAINT rounds_pkey, ADD PRIMARY KEY (station, uuid);
ALTER TABLE actions DROP CONSTRAINT actions_pkey, ADD PRIMARY KEY (station, round, seq);
ALTER TABLE mistakes DROP CONSTRAINT mistakes_pkey, ADD PRIMARY KEY (station, round, seq);
ALTER TABLE exam_attempts DROP CONSTRAINT exam_attempts_pkey, ADD PRIMARY KEY (station, attempt);
ALTER TABLE exam_results DROP CONSTRAINT exam_results_pkey, ADD PRIMARY KEY (station, attempt);
