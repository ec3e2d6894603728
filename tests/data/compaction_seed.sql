BEGIN TRANSACTION;
CREATE TABLE "_sqlite_migrations" (
   "id" INTEGER PRIMARY KEY,
   "migration_set" TEXT,
   "name" TEXT,
   "applied_at" TEXT
);
INSERT INTO "_sqlite_migrations" VALUES(1,'scorepad','m001_initial','2026-12-07 02:04:53.843241+00:00');
INSERT INTO "_sqlite_migrations" VALUES(2,'scorepad','m002_deal_identity','2026-12-07 02:04:53.848084+00:00');
INSERT INTO "_sqlite_migrations" VALUES(3,'scorepad','m003_drives','2026-12-07 02:04:53.848637+00:00');
INSERT INTO "_sqlite_migrations" VALUES(4,'scorepad','m004_table_entry','2026-12-07 02:04:53.849168+00:00');
INSERT INTO "_sqlite_migrations" VALUES(5,'scorepad','m005_evening_moves','2026-12-07 02:04:53.849400+00:00');
INSERT INTO "_sqlite_migrations" VALUES(6,'scorepad','m006_rubber_identity','2026-12-07 02:04:53.854165+00:00');
INSERT INTO "_sqlite_migrations" VALUES(7,'scorepad','m007_drive_chain','2026-12-07 02:04:53.854982+00:00');
INSERT INTO "_sqlite_migrations" VALUES(8,'scorepad','m008_drive_entry','2026-12-07 02:04:53.855213+00:00');
INSERT INTO "_sqlite_migrations" VALUES(9,'scorepad','m009_rubber_versions','2026-12-07 02:04:53.855477+00:00');
INSERT INTO "_sqlite_migrations" VALUES(10,'scorepad','m010_browse_search','2026-12-07 02:04:53.856141+00:00');
CREATE TABLE audit (
        id INTEGER PRIMARY KEY,
        rubber_id INTEGER NOT NULL REFERENCES rubbers (id) ON DELETE CASCADE,
        idx INTEGER NOT NULL,
        action TEXT NOT NULL CHECK (action IN ('replace', 'delete', 'insert')),
        old TEXT,
        new TEXT,
        at TEXT NOT NULL
    );
INSERT INTO "audit" VALUES(1,1,1,'replace','{"declarer":"E","contract":"3NT","result":8}','{"declarer":"E","contract":"3NT","result":9}','2026-12-07T02:04:53Z');
INSERT INTO "audit" VALUES(2,1,0,'delete','{"declarer":"N","contract":"4S","result":10}',NULL,'2026-12-07T02:04:53Z');
INSERT INTO "audit" VALUES(3,1,0,'insert',NULL,'{"declarer":"N","contract":"4S","result":10}','2026-12-07T02:04:53Z');
INSERT INTO "audit" VALUES(4,4,2,'replace','{"declarer":"S","contract":"2H","result":9,"honours":{"S":4}}','{"declarer":"W","contract":"1C","result":7}','2026-12-07T02:04:53Z');
INSERT INTO "audit" VALUES(5,4,2,'replace','{"declarer":"W","contract":"1C","result":7}','{"declarer":"E","contract":"3NT","result":8}','2026-12-07T02:04:53Z');
INSERT INTO "audit" VALUES(6,4,3,'delete','{"declarer":"W","contract":"1C","result":7}',NULL,'2026-12-07T02:04:53Z');
CREATE TABLE chain (
        rubber_id INTEGER NOT NULL REFERENCES rubbers (id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        entry TEXT,
        hash TEXT NOT NULL,
        PRIMARY KEY (rubber_id, seq)
    ) WITHOUT ROWID;
INSERT INTO "chain" VALUES(1,0,NULL,'d8bc1b4e2c6b636e1f0e8c688341deed164b78ef1a25acc1eea63cd37b6807a8');
INSERT INTO "chain" VALUES(1,1,'{"action":"record","at":"2026-12-07T02:04:53Z","index":0,"new":{"contract":"4S","declarer":"N","result":10}}','196f999814df3f453bcad82fcfac40751f0c38bc4d9ce2ed44fcf2fb8f038229');
INSERT INTO "chain" VALUES(1,2,'{"action":"record","at":"2026-12-07T02:04:53Z","index":1,"new":{"contract":"3NT","declarer":"E","result":8}}','bfabf3beafeb396c9e77928031bba5c3019c8df67f9d44c9ba3a4f2e42b2ad7c');
INSERT INTO "chain" VALUES(1,3,'{"action":"record","at":"2026-12-07T02:04:53Z","index":2,"new":{"contract":"2H","declarer":"S","honours":{"S":4},"result":9}}','49115f2a8ce6ffc59950244fcb50689375948d1e6f2ffb9293ef6895256abc0e');
INSERT INTO "chain" VALUES(1,4,'{"action":"replace","at":"2026-12-07T02:04:53Z","index":1,"new":{"contract":"3NT","declarer":"E","result":9},"old":{"contract":"3NT","declarer":"E","result":8}}','bd04a0a6c0ebc22cf11b78e70e5edf06b14bded61cfc504180ec92b5992d77dc');
INSERT INTO "chain" VALUES(1,5,'{"action":"delete","at":"2026-12-07T02:04:53Z","index":0,"old":{"contract":"4S","declarer":"N","result":10}}','52f3a5a90a5868258e3f03b0e468cb812a578c143c28e4321154e75d37a763c4');
INSERT INTO "chain" VALUES(1,6,'{"action":"insert","at":"2026-12-07T02:04:53Z","index":0,"new":{"contract":"4S","declarer":"N","result":10}}','0bb5af54d6c128cbc303c1cedf1e8a6995e71bf45a3f8d4d287014eb9612e5d2');
INSERT INTO "chain" VALUES(1,7,'{"action":"record","at":"2026-12-07T02:04:53Z","index":3,"new":{"contract":"1C","declarer":"W","result":7}}','8b85b9000ad3be98c633a0d443a28521b28da113b21f3229e62a8245432b955d');
INSERT INTO "chain" VALUES(1,8,'{"action":"rename","at":"2026-12-07T02:04:53Z","new":"Dr Lamb-Ünal","old":"Dr Lamb","seat":"W"}','e9bff87157bed8ced6b295dc04efeac8eeb3645eae1cf8814771e4768212fbf6');
INSERT INTO "chain" VALUES(2,0,NULL,'828d14d9a8997f0e2eb79c8d1f70ba1f6cf59047c33016848904461221a50597');
INSERT INTO "chain" VALUES(2,1,'{"action":"record","at":"2026-12-07T02:04:53Z","index":0,"new":{"contract":"4S","declarer":"N","result":10}}','df40461c3bba19d895dc306340d9bad1e2f30ad243fa1ab9e5df6de0902f8686');
INSERT INTO "chain" VALUES(2,2,'{"action":"rename","at":"2026-12-07T02:04:53Z","new":"Dr Lamb-Ünal","old":"Dr Lamb","seat":"W"}','f8dabd329f80ece0ef38be11e53831686c432d340b995519e65b0ec9ae560b7d');
INSERT INTO "chain" VALUES(2,3,'{"action":"record","at":"2026-12-07T02:04:53Z","index":1,"new":{"contract":"3NT","declarer":"E","result":8}}','7753fdbfa24219deac87ad5b936775b0953db3f3346fef8e65c186fe1b11e712');
INSERT INTO "chain" VALUES(2,4,'{"action":"abandon","at":"2026-12-07T02:04:53Z","state":["in_play","abandoned"]}','8db1c11a17fa46055c446be0fa94a48c8345e974619b1bf9428606e28bf46a8a');
INSERT INTO "chain" VALUES(3,0,NULL,'8ea4b4f77875aa7416d915f9cfa34a918db660f9d9eb4848aef18e6eff2acfb6');
INSERT INTO "chain" VALUES(3,1,'{"action":"record","at":"2026-12-07T02:04:53Z","index":0,"new":{"contract":"4S","declarer":"N","result":10}}','97d79bfd41824b249ec1e7cbb6edd2b2b19b178a47ac7eea33a8a853bac4ac29');
INSERT INTO "chain" VALUES(3,2,'{"action":"record","at":"2026-12-07T02:04:53Z","index":1,"new":{"contract":"1C","declarer":"W","result":7}}','dd643bada30881008916023ec9ca52d37b0eda400b0f1c8ba232126e0574f783');
INSERT INTO "chain" VALUES(3,3,'{"action":"record","at":"2026-12-07T02:04:53Z","index":2,"new":{"contract":"4S","declarer":"N","result":10},"state":["in_play","finished"]}','c643071f57fe2879a01638608a5dc1a8ab1c4bcd6d46bf48c9cecb8caf817fc7');
INSERT INTO "chain" VALUES(4,0,NULL,'6a5e2197913b8f5070fa39b0ffe0040042b0b35db1e9a5c51dbb1e238d76dd3d');
INSERT INTO "chain" VALUES(4,1,'{"action":"record","at":"2026-12-07T02:04:53Z","index":0,"new":{"contract":"4S","declarer":"N","result":10}}','c56b7c0b36b8ca43ce1c939701f6e7585b61c503d9fbe055bcebad6cdf82be10');
INSERT INTO "chain" VALUES(4,2,'{"action":"record","at":"2026-12-07T02:04:53Z","index":1,"new":{"contract":"3NT","declarer":"E","result":8}}','1852818a551a1d0cbe21e956dd9ec79140e85b44af4f27e695d187a88c056391');
INSERT INTO "chain" VALUES(4,3,'{"action":"record","at":"2026-12-07T02:04:53Z","index":2,"new":{"contract":"2H","declarer":"S","honours":{"S":4},"result":9}}','755e4fc2ac826a33c6726ee368663f56e0d4b3f4861ea406772565566bbcb084');
INSERT INTO "chain" VALUES(4,4,'{"action":"record","at":"2026-12-07T02:04:53Z","index":3,"new":{"contract":"1C","declarer":"W","result":7}}','dca4d388c3302a14f3e9ba67ad4394a2df82d003c6f04e837720211a6941082f');
INSERT INTO "chain" VALUES(4,5,'{"action":"replace","at":"2026-12-07T02:04:53Z","index":2,"new":{"contract":"1C","declarer":"W","result":7},"old":{"contract":"2H","declarer":"S","honours":{"S":4},"result":9}}','33728c1ff62cc8351fa2eb8dc8a645a97371573fcfac9d919b6e622f46252b60');
INSERT INTO "chain" VALUES(4,6,'{"action":"replace","at":"2026-12-07T02:04:53Z","index":2,"new":{"contract":"3NT","declarer":"E","result":8},"old":{"contract":"1C","declarer":"W","result":7}}','ca6581415587245efb5aea7bb981a85d19dc2927bb397f56f582465dae66936b');
INSERT INTO "chain" VALUES(4,7,'{"action":"delete","at":"2026-12-07T02:04:53Z","index":3,"old":{"contract":"1C","declarer":"W","result":7}}','5cb053829ca3c7f0f912f3a877dccf06ac1d4b3d4f83809b7acf35ea017cf538');
INSERT INTO "chain" VALUES(5,0,NULL,'a47c30af99685b2717e68f2da40130f1c773eaf6a0f6d183cf22fc870736594f');
CREATE TABLE "deals" (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        rubber_id INTEGER NOT NULL REFERENCES rubbers (id) ON DELETE CASCADE,
        idx INTEGER NOT NULL,
        record TEXT NOT NULL,
        version INTEGER NOT NULL DEFAULT 1
    );
INSERT INTO "deals" VALUES(2,1,1,'{"declarer":"E","contract":"3NT","result":9}',2);
INSERT INTO "deals" VALUES(3,1,2,'{"declarer":"S","contract":"2H","result":9,"honours":{"S":4}}',1);
INSERT INTO "deals" VALUES(4,1,0,'{"declarer":"N","contract":"4S","result":10}',1);
INSERT INTO "deals" VALUES(5,1,3,'{"declarer":"W","contract":"1C","result":7}',1);
INSERT INTO "deals" VALUES(6,2,0,'{"declarer":"N","contract":"4S","result":10}',1);
INSERT INTO "deals" VALUES(7,2,1,'{"declarer":"E","contract":"3NT","result":8}',1);
INSERT INTO "deals" VALUES(8,3,0,'{"declarer":"N","contract":"4S","result":10}',1);
INSERT INTO "deals" VALUES(9,3,1,'{"declarer":"W","contract":"1C","result":7}',1);
INSERT INTO "deals" VALUES(10,3,2,'{"declarer":"N","contract":"4S","result":10}',1);
INSERT INTO "deals" VALUES(11,4,0,'{"declarer":"N","contract":"4S","result":10}',1);
INSERT INTO "deals" VALUES(12,4,1,'{"declarer":"E","contract":"3NT","result":8}',1);
INSERT INTO "deals" VALUES(13,4,2,'{"declarer":"E","contract":"3NT","result":8}',3);
CREATE TABLE drive_audit (
        id INTEGER PRIMARY KEY,
        drive_id INTEGER NOT NULL REFERENCES drives (id) ON DELETE CASCADE,
        at TEXT NOT NULL,
        what TEXT NOT NULL,
        before TEXT,
        after TEXT
    );
CREATE TABLE drive_chain (
        drive_id INTEGER NOT NULL REFERENCES drives (id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        entry TEXT,
        hash TEXT NOT NULL,
        PRIMARY KEY (drive_id, seq)
    ) WITHOUT ROWID;
CREATE TABLE drives (
        id INTEGER PRIMARY KEY,
        uid TEXT NOT NULL UNIQUE,
        title TEXT,
        played_on TEXT,
        form TEXT NOT NULL,
        record TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('in_play', 'declared')),
        version INTEGER NOT NULL DEFAULT 1,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
    , chain_head TEXT, verified INTEGER NOT NULL DEFAULT 1, chain_checked TEXT);
CREATE TABLE entry_drive_lines (
        line_uid TEXT PRIMARY KEY,
        drive_id INTEGER NOT NULL REFERENCES drives (id) ON DELETE CASCADE,
        round INTEGER NOT NULL,
        table_no INTEGER NOT NULL,
        entered_by TEXT NOT NULL,
        received_at TEXT NOT NULL
    ) WITHOUT ROWID;
CREATE TABLE entry_hands (
        hand_uid TEXT PRIMARY KEY,
        rubber_id INTEGER NOT NULL REFERENCES rubbers (id) ON DELETE CASCADE,
        deal_index INTEGER NOT NULL,
        entered_by TEXT NOT NULL,
        received_at TEXT NOT NULL
    ) WITHOUT ROWID;
CREATE TABLE entry_sessions (
        id INTEGER PRIMARY KEY,
        scope TEXT NOT NULL,
        token TEXT NOT NULL UNIQUE,
        table_pins TEXT NOT NULL,
        started_at TEXT NOT NULL,
        stopped_at TEXT
    );
CREATE TABLE evening_moves (
        id INTEGER PRIMARY KEY,
        played_on TEXT NOT NULL,
        player_id INTEGER NOT NULL REFERENCES players (id),
        from_table TEXT,
        from_seat TEXT,
        to_table TEXT NOT NULL,
        to_seat TEXT NOT NULL CHECK (to_seat IN ('N', 'E', 'S', 'W')),
        displaced_id INTEGER REFERENCES players (id),
        seating TEXT NOT NULL,
        last_rubber_id INTEGER,
        at TEXT NOT NULL
    );
CREATE TABLE players (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        name_key TEXT NOT NULL UNIQUE,
        membership TEXT,
        notes TEXT
    );
INSERT INTO "players" VALUES(1,'Mrs Grey','mrs grey',NULL,NULL);
INSERT INTO "players" VALUES(2,'Col. Hay','col. hay',NULL,NULL);
INSERT INTO "players" VALUES(3,'Miss Bell','miss bell',NULL,NULL);
INSERT INTO "players" VALUES(4,'Dr Lamb-Ünal','dr lamb-ünal',NULL,NULL);
INSERT INTO "players" VALUES(5,'Dr Lamb','dr lamb',NULL,NULL);
CREATE TABLE results (
        rubber_id INTEGER NOT NULL REFERENCES rubbers (id) ON DELETE CASCADE,
        seat TEXT NOT NULL,
        player_id INTEGER NOT NULL REFERENCES players (id),
        partner_id INTEGER REFERENCES players (id),
        opp1_id INTEGER REFERENCES players (id),
        opp2_id INTEGER REFERENCES players (id),
        game TEXT NOT NULL,
        played_on TEXT,
        settled INTEGER NOT NULL,
        outcome INTEGER NOT NULL,
        net INTEGER NOT NULL,
        money REAL,
        PRIMARY KEY (rubber_id, seat)
    ) WITHOUT ROWID;
INSERT INTO "results" VALUES(1,'E',2,4,1,3,'contract','2026-11-28',0,-1,-190,-0.95);
INSERT INTO "results" VALUES(1,'N',1,3,2,4,'contract','2026-11-28',0,1,190,0.95);
INSERT INTO "results" VALUES(1,'S',3,1,2,4,'contract','2026-11-28',0,1,190,0.95);
INSERT INTO "results" VALUES(1,'W',4,2,1,3,'contract','2026-11-28',0,-1,-190,-0.95);
INSERT INTO "results" VALUES(2,'E',2,4,1,3,'contract','2026-11-28',1,-1,-470,-2.35);
INSERT INTO "results" VALUES(2,'N',1,3,2,4,'contract','2026-11-28',1,1,470,2.35);
INSERT INTO "results" VALUES(2,'S',3,1,2,4,'contract','2026-11-28',1,1,470,2.35);
INSERT INTO "results" VALUES(2,'W',4,2,1,3,'contract','2026-11-28',1,-1,-470,-2.35);
INSERT INTO "results" VALUES(3,'E',2,5,1,3,'contract','2026-11-28',1,-1,-920,-4.6);
INSERT INTO "results" VALUES(3,'N',1,3,2,5,'contract','2026-11-28',1,1,920,4.6);
INSERT INTO "results" VALUES(3,'S',3,1,2,5,'contract','2026-11-28',1,1,920,4.6);
INSERT INTO "results" VALUES(3,'W',5,2,1,3,'contract','2026-11-28',1,-1,-920,-4.6);
INSERT INTO "results" VALUES(4,'E',2,5,1,3,'contract','2026-11-28',0,-1,-520,-2.6);
INSERT INTO "results" VALUES(4,'N',1,3,2,5,'contract','2026-11-28',0,1,520,2.6);
INSERT INTO "results" VALUES(4,'S',3,1,2,5,'contract','2026-11-28',0,1,520,2.6);
INSERT INTO "results" VALUES(4,'W',5,2,1,3,'contract','2026-11-28',0,-1,-520,-2.6);
INSERT INTO "results" VALUES(5,'E',2,5,1,3,'contract','2026-11-28',0,0,0,0.0);
INSERT INTO "results" VALUES(5,'N',1,3,2,5,'contract','2026-11-28',0,0,0,0.0);
INSERT INTO "results" VALUES(5,'S',3,1,2,5,'contract','2026-11-28',0,0,0,0.0);
INSERT INTO "results" VALUES(5,'W',5,2,1,3,'contract','2026-11-28',0,0,0,0.0);
CREATE TABLE rubber_search (
        day TEXT NOT NULL,
        rubber_id INTEGER NOT NULL,
        game TEXT NOT NULL,
        table_label TEXT,
        names TEXT NOT NULL DEFAULT '',
        PRIMARY KEY (day, rubber_id)
    ) WITHOUT ROWID;
INSERT INTO "rubber_search" VALUES('2026-11-28',1,'contract','Table 1','col. haymrs greymiss belldr lamb-ünal');
INSERT INTO "rubber_search" VALUES('2026-11-28',2,'contract','Table 2','col. haymrs greymiss belldr lamb-ünal');
INSERT INTO "rubber_search" VALUES('2026-11-28',3,'contract','Table 3','col. haymrs greymiss belldr lamb');
INSERT INTO "rubber_search" VALUES('2026-11-28',4,'contract','Table 4','col. haymrs greymiss belldr lamb');
INSERT INTO "rubber_search" VALUES('2026-11-28',5,'contract','Table 5','col. haymrs greymiss belldr lamb');
CREATE TABLE rubbers (
        id INTEGER PRIMARY KEY,
        game TEXT NOT NULL,
        code TEXT,
        house_rules TEXT,
        played_on TEXT,
        table_label TEXT,
        stake TEXT,
        first_dealer TEXT,
        state TEXT NOT NULL CHECK (state IN ('in_play', 'finished', 'abandoned')),
        started_at TEXT,
        finished_at TEXT,
        deal_count INTEGER NOT NULL DEFAULT 0,
        complete INTEGER NOT NULL DEFAULT 0,
        total_ns INTEGER NOT NULL DEFAULT 0,
        total_ew INTEGER NOT NULL DEFAULT 0,
        net_ns INTEGER NOT NULL DEFAULT 0,
        winner TEXT,
        money_ns REAL
    , version INTEGER NOT NULL DEFAULT 0, uid TEXT, chain_head TEXT, verified INTEGER NOT NULL DEFAULT 1, chain_checked TEXT);
INSERT INTO "rubbers" VALUES(1,'contract',NULL,NULL,'2026-11-28','Table 1','{"amount":0.5,"per":100}',NULL,'in_play','2026-12-07T02:04:53Z',NULL,4,0,310,120,190,NULL,0.95,7,'a303dc5fa8ae1ff0ef83447a28aabf3f','e9bff87157bed8ced6b295dc04efeac8eeb3645eae1cf8814771e4768212fbf6',1,NULL);
INSERT INTO "rubbers" VALUES(2,'contract',NULL,NULL,'2026-11-28','Table 2','{"amount":0.5,"per":100}',NULL,'abandoned','2026-12-07T02:04:53Z',NULL,2,0,470,0,470,NULL,2.35,3,'61c49d26c4bbfe9cb6e527f936800248','8db1c11a17fa46055c446be0fa94a48c8345e974619b1bf9428606e28bf46a8a',1,NULL);
INSERT INTO "rubbers" VALUES(3,'contract',NULL,NULL,'2026-11-28','Table 3','{"amount":0.5,"per":100}',NULL,'finished','2026-12-07T02:04:53Z','2026-12-07T02:04:53Z',3,1,940,20,920,'NS',4.6,3,'d7b41e3ca145d12e6b119a0d8f71f713','c643071f57fe2879a01638608a5dc1a8ab1c4bcd6d46bf48c9cecb8caf817fc7',1,NULL);
INSERT INTO "rubbers" VALUES(4,'contract',NULL,NULL,'2026-11-28','Table 4','{"amount":0.5,"per":100}',NULL,'in_play','2026-12-07T02:04:53Z',NULL,3,0,520,0,520,NULL,2.6,7,'e39ed528f4146a76d2b38704c6b4385a','5cb053829ca3c7f0f912f3a877dccf06ac1d4b3d4f83809b7acf35ea017cf538',1,NULL);
INSERT INTO "rubbers" VALUES(5,'contract',NULL,NULL,'2026-11-28','Table 5','{"amount":0.5,"per":100}',NULL,'in_play','2026-12-07T02:04:53Z',NULL,0,0,0,0,0,NULL,0.0,0,'c166f2a941b0047262bb1d6615711df9','a47c30af99685b2717e68f2da40130f1c773eaf6a0f6d183cf22fc870736594f',1,NULL);
CREATE TABLE seats (
        rubber_id INTEGER NOT NULL REFERENCES rubbers (id) ON DELETE CASCADE,
        seat TEXT NOT NULL CHECK (seat IN ('N', 'E', 'S', 'W')),
        player_id INTEGER NOT NULL REFERENCES players (id),
        PRIMARY KEY (rubber_id, seat)
    ) WITHOUT ROWID;
INSERT INTO "seats" VALUES(1,'N',1);
INSERT INTO "seats" VALUES(2,'N',1);
INSERT INTO "seats" VALUES(3,'N',1);
INSERT INTO "seats" VALUES(4,'N',1);
INSERT INTO "seats" VALUES(5,'N',1);
INSERT INTO "seats" VALUES(1,'E',2);
INSERT INTO "seats" VALUES(2,'E',2);
INSERT INTO "seats" VALUES(3,'E',2);
INSERT INTO "seats" VALUES(4,'E',2);
INSERT INTO "seats" VALUES(5,'E',2);
INSERT INTO "seats" VALUES(1,'S',3);
INSERT INTO "seats" VALUES(2,'S',3);
INSERT INTO "seats" VALUES(3,'S',3);
INSERT INTO "seats" VALUES(4,'S',3);
INSERT INTO "seats" VALUES(5,'S',3);
INSERT INTO "seats" VALUES(1,'W',4);
INSERT INTO "seats" VALUES(2,'W',4);
INSERT INTO "seats" VALUES(3,'W',5);
INSERT INTO "seats" VALUES(4,'W',5);
INSERT INTO "seats" VALUES(5,'W',5);
CREATE UNIQUE INDEX "idx__sqlite_migrations_migration_set_name"
    ON "_sqlite_migrations" ("migration_set", "name");
CREATE INDEX rubbers_played_on ON rubbers (played_on);
CREATE INDEX rubbers_in_play ON rubbers (state) WHERE state = 'in_play';
CREATE INDEX seats_player ON seats (player_id);
CREATE INDEX audit_rubber ON audit (rubber_id);
CREATE INDEX results_player ON results (player_id, game, settled, outcome, net, money);
CREATE INDEX results_partner ON results (partner_id);
CREATE UNIQUE INDEX deals_position ON deals (rubber_id, idx);
CREATE INDEX drives_played_on ON drives (played_on);
CREATE INDEX drive_audit_drive ON drive_audit (drive_id);
CREATE INDEX entry_hands_rubber ON entry_hands (rubber_id, deal_index);
CREATE INDEX entry_sessions_live ON entry_sessions (scope) WHERE stopped_at IS NULL;
CREATE INDEX evening_moves_date ON evening_moves (played_on);
CREATE UNIQUE INDEX rubbers_uid ON rubbers (uid);
CREATE INDEX entry_drive_lines_at ON entry_drive_lines (drive_id, round, table_no);
CREATE INDEX rubbers_version ON rubbers (version);
CREATE UNIQUE INDEX rubber_search_rubber ON rubber_search (rubber_id);
CREATE INDEX rubber_search_table ON rubber_search (table_label);
CREATE TRIGGER rubber_search_add AFTER INSERT ON rubbers BEGIN
        DELETE FROM rubber_search WHERE rubber_id = new.id;
        INSERT INTO rubber_search (day, rubber_id, game, table_label, names)
        VALUES (coalesce(new.played_on, ''), new.id, new.game, new.table_label, '');
    END;
CREATE TRIGGER rubber_search_header AFTER UPDATE OF id, played_on, game, table_label
        ON rubbers BEGIN
        UPDATE rubber_search SET day = coalesce(new.played_on, ''), rubber_id = new.id,
            game = new.game, table_label = new.table_label WHERE rubber_id = old.id;
    END;
CREATE TRIGGER rubber_search_drop AFTER DELETE ON rubbers BEGIN
        DELETE FROM rubber_search WHERE rubber_id = old.id;
    END;
CREATE TRIGGER rubber_search_seat_in AFTER INSERT ON seats BEGIN
        UPDATE rubber_search SET names = coalesce((SELECT group_concat(p.name_key, char(31)) FROM seats st JOIN players p ON p.id = st.player_id WHERE st.rubber_id = new.rubber_id), '')
        WHERE rubber_id = new.rubber_id;
    END;
CREATE TRIGGER rubber_search_seat_out AFTER DELETE ON seats BEGIN
        UPDATE rubber_search SET names = coalesce((SELECT group_concat(p.name_key, char(31)) FROM seats st JOIN players p ON p.id = st.player_id WHERE st.rubber_id = old.rubber_id), '')
        WHERE rubber_id = old.rubber_id;
    END;
CREATE TRIGGER rubber_search_seat_moved AFTER UPDATE ON seats BEGIN
        UPDATE rubber_search SET names = coalesce((SELECT group_concat(p.name_key, char(31)) FROM seats st JOIN players p ON p.id = st.player_id WHERE st.rubber_id = old.rubber_id), '')
        WHERE rubber_id = old.rubber_id;
        UPDATE rubber_search SET names = coalesce((SELECT group_concat(p.name_key, char(31)) FROM seats st JOIN players p ON p.id = st.player_id WHERE st.rubber_id = new.rubber_id), '')
        WHERE rubber_id = new.rubber_id;
    END;
CREATE TRIGGER rubber_search_renamed AFTER UPDATE OF name_key ON players BEGIN
        UPDATE rubber_search SET names = coalesce((SELECT group_concat(p.name_key, char(31)) FROM seats st JOIN players p ON p.id = st.player_id WHERE st.rubber_id = rubber_search.rubber_id), '')
        WHERE rubber_id IN (SELECT rubber_id FROM seats WHERE player_id = new.id);
    END;
DELETE FROM "sqlite_sequence";
INSERT INTO "sqlite_sequence" VALUES('deals',14);
COMMIT;
