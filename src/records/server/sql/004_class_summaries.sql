-- Version 4: the class view reads summaries kept up to date as rounds arrive, not every round.
--
-- Applied by `spanish21-cli server migrate` as the school's admin role (docs/school-server.md).
-- An instructor's tables (records/server/class_report.h) counted every action and mistake of every
-- round at each look: a school's year is millions of rounds. Now each trainee has a row a day they
-- dealt (trainee_days) and a row a section they broke (trainee_sections), kept by the server itself
-- as rows arrive (statement triggers, so a batch of a hundred rounds updates each summary row once),
-- and the class view sums those. The summaries are made from the rounds already on the server when
-- this version is applied. Stations and instructors read them as they read the rounds (a station
-- its own rows, an instructor the class) and write nothing to them: only the triggers do, as the
-- school's admin role that owns them.

CREATE TABLE trainee_days (
    station name NOT NULL,
    trainee uuid NOT NULL,
    day date NOT NULL,                -- the rounds' start, in UTC
    rounds bigint NOT NULL,           -- rounds and shoe procedures
    scored_rounds bigint NOT NULL,    -- rounds of kind 'round', whose points are averaged
    points bigint NOT NULL,           -- the sum of their points
    actions bigint NOT NULL,
    accepted bigint NOT NULL,         -- actions accepted
    last_started timestamptz NOT NULL,
    PRIMARY KEY (station, trainee, day)
);

CREATE TABLE trainee_sections (
    station name NOT NULL,
    trainee uuid NOT NULL,
    section text NOT NULL,
    mistakes bigint NOT NULL,
    PRIMARY KEY (station, trainee, section)
);
CREATE INDEX trainee_sections_by_section ON trainee_sections (section);

-- Rounds arrived: their counts, points and latest start added to their trainees' days.
CREATE FUNCTION s21_summarise_rounds() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
    SET search_path = public, pg_temp AS $$
BEGIN
    INSERT INTO trainee_days AS d (station, trainee, day, rounds, scored_rounds, points, actions, accepted,
                                   last_started)
    SELECT station, trainee, (started_at AT TIME ZONE 'UTC')::date, count(*), count(*) FILTER (WHERE kind = 'round'),
           coalesce(sum(points) FILTER (WHERE kind = 'round'), 0), 0, 0, max(started_at)
    FROM arrived GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (station, trainee, day) DO UPDATE
        SET rounds = d.rounds + excluded.rounds, scored_rounds = d.scored_rounds + excluded.scored_rounds,
            points = d.points + excluded.points, last_started = greatest(d.last_started, excluded.last_started);
    RETURN NULL;
END
$$;

-- Actions arrived: counted on their rounds' trainees' days.
CREATE FUNCTION s21_summarise_actions() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
    SET search_path = public, pg_temp AS $$
BEGIN
    INSERT INTO trainee_days AS d (station, trainee, day, rounds, scored_rounds, points, actions, accepted,
                                   last_started)
    SELECT r.station, r.trainee, (r.started_at AT TIME ZONE 'UTC')::date, 0, 0, 0, count(*),
           count(*) FILTER (WHERE a.accepted), max(r.started_at)
    FROM arrived a JOIN rounds r ON r.station = a.station AND r.uuid = a.round
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (station, trainee, day) DO UPDATE
        SET actions = d.actions + excluded.actions, accepted = d.accepted + excluded.accepted,
            last_started = greatest(d.last_started, excluded.last_started);
    RETURN NULL;
END
$$;

-- Mistakes arrived: counted on their rounds' trainees, by section.
CREATE FUNCTION s21_summarise_mistakes() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
    SET search_path = public, pg_temp AS $$
BEGIN
    INSERT INTO trainee_sections AS s (station, trainee, section, mistakes)
    SELECT r.station, r.trainee, m.section, count(*)
    FROM arrived m JOIN rounds r ON r.station = m.station AND r.uuid = m.round
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (station, trainee, section) DO UPDATE SET mistakes = s.mistakes + excluded.mistakes;
    RETURN NULL;
END
$$;

REVOKE ALL ON FUNCTION s21_summarise_rounds(), s21_summarise_actions(), s21_summarise_mistakes() FROM PUBLIC;

CREATE TRIGGER summarised AFTER INSERT ON rounds REFERENCING NEW TABLE AS arrived
    FOR EACH STATEMENT EXECUTE FUNCTION s21_summarise_rounds();
CREATE TRIGGER summarised AFTER INSERT ON actions REFERENCING NEW TABLE AS arrived
    FOR EACH STATEMENT EXECUTE FUNCTION s21_summarise_actions();
CREATE TRIGGER summarised AFTER INSERT ON mistakes REFERENCING NEW TABLE AS arrived
    FOR EACH STATEMENT EXECUTE FUNCTION s21_summarise_mistakes();

-- The summaries of the rounds already on the server.
INSERT INTO trainee_days (station, trainee, day, rounds, scored_rounds, points, actions, accepted, last_started)
SELECT r.station, r.trainee, (r.started_at AT TIME ZONE 'UTC')::date, count(*), count(*) FILTER (WHERE r.kind = 'round'),
       coalesce(sum(r.points) FILTER (WHERE r.kind = 'round'), 0), coalesce(sum(a.actions), 0),
       coalesce(sum(a.accepted), 0), max(r.started_at)
FROM rounds r
LEFT JOIN (SELECT station, round, count(*) AS actions, count(*) FILTER (WHERE accepted) AS accepted
           FROM actions GROUP BY station, round) a ON a.station = r.station AND a.round = r.uuid
GROUP BY 1, 2, 3;
INSERT INTO trainee_sections (station, trainee, section, mistakes)
SELECT r.station, r.trainee, m.section, count(*)
FROM mistakes m JOIN rounds r ON r.station = m.station AND r.uuid = m.round
GROUP BY 1, 2, 3;

DO $$
DECLARE
    summary text;
BEGIN
    FOREACH summary IN ARRAY ARRAY['trainee_days', 'trainee_sections'] LOOP
        EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', summary);
        EXECUTE format('REVOKE ALL ON %I FROM PUBLIC', summary);
        EXECUTE format('GRANT SELECT ON %I TO s21_station, s21_instructor', summary);
        EXECUTE format('CREATE POLICY station_reads_its_own ON %I FOR SELECT TO s21_station'
                       ' USING (station = current_user)', summary);
        EXECUTE format('CREATE POLICY instructor_reads_the_class ON %I FOR SELECT TO s21_instructor'
                       ' USING (true)', summary);
    END LOOP;
END
$$;
