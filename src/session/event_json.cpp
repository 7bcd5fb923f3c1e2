#include "session/event_json.h"

#include <array>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string_view>

namespace shn {

namespace {

using Json = nlohmann::json;

constexpr auto kEventTypeNames = std::to_array<std::string_view>({
    "first_president",
    "nominate",
    "vote",
    "hitler_check",
    "enact",
    "veto_request",
    "veto_response",
    "investigate",
    "peek",
    "special_election",
    "execute",
    "claim",
    "reveal",
    "night",
});
static_assert(kEventTypeNames.size() == kEventTypeCount,
              "every event type has its name in the log");

constexpr auto kRoleNames = std::to_array<std::string_view>({"liberal", "fascist", "hitler"});
static_assert(kRoleNames.size() == kRoleCount, "every role has its name in the log");

constexpr auto kClaimFields =
    std::to_array<std::string_view>({"drew", "received", "peeked", "investigated"});
static_assert(kClaimFields.size() == kClaimKindCount, "every claim kind has its field in the log");

std::string_view event_type_name(EventType type) {
    return kEventTypeNames[static_cast<std::size_t>(type)];
}

std::optional<EventType> event_type_named(std::string_view name) {
    for (std::size_t index = 0; index < kEventTypeNames.size(); ++index)
        if (kEventTypeNames[index] == name) return static_cast<EventType>(index);
    return std::nullopt;
}

/// Reads the fields of one line; the first problem met is kept and every
/// later read is skipped, so a decoder reads fields straight through and
/// checks `problem` once at the end.
class FieldReader {
  public:
    FieldReader(const Json& line, const PlayerRoster* roster) : line_(line), roster_(roster) {}

    const Json* field(const char* name, bool (Json::*is_kind)() const noexcept, const char* kind) {
        if (problem) return nullptr;
        const auto found = line_.find(name);
        if (found == line_.end()) {
            problem = LogProblem{"log.missing_field", name};
            return nullptr;
        }
        if (!((*found).*is_kind)()) {
            problem = LogProblem{"log.wrong_type", std::string(name) + ": " + kind};
            return nullptr;
        }
        return &*found;
    }

    bool boolean(const char* name) {
        const Json* value = field(name, &Json::is_boolean, "true/false");
        return value && value->get<bool>();
    }

    Seat player(const char* name) {
        const Json* value = field(name, &Json::is_string, "name");
        return value ? seat_named(value->get_ref<const std::string&>()) : 0;
    }

    Seat seat_named(const std::string& name) {
        if (problem) return 0;
        if (const auto seat = roster_->seat_of(name)) return *seat;
        problem = LogProblem{"log.unknown_player", name};
        return 0;
    }

    std::optional<LogProblem> problem;

  private:
    const Json& line_;
    const PlayerRoster* roster_;
};

/// Reads {"liberal":L,"fascist":F} with L + F == total; the liberal count.
std::variant<int, LogProblem> decode_tile_counts(const Json& counts, const char* field, int total) {
    const std::string expected = std::string(field) + ": {\"liberal\": n, \"fascist\": n}, " +
                                 std::to_string(total) + " tiles";
    if (!counts.is_object() || counts.size() != 2) return LogProblem{"log.bad_claim", expected};
    const auto liberal = counts.find("liberal");
    const auto fascist = counts.find("fascist");
    if (liberal == counts.end() || fascist == counts.end() || !liberal->is_number_unsigned() ||
        !fascist->is_number_unsigned())
        return LogProblem{"log.bad_claim", expected};
    const auto liberals = liberal->get<std::uint64_t>();
    const auto fascists = fascist->get<std::uint64_t>();
    if (liberals > 3 || fascists > 3 || liberals + fascists != static_cast<std::uint64_t>(total))
        return LogProblem{"log.bad_claim", expected};
    return static_cast<int>(liberals);
}

std::variant<Event, LogProblem> decode_claim(const Json& line, FieldReader& reader) {
    const Seat player = reader.player("player");
    if (reader.problem) return *reader.problem;
    const Json* content = nullptr;
    std::size_t kind = 0;
    for (std::size_t index = 0; index < kClaimFields.size(); ++index) {
        const auto found = line.find(std::string(claim_kind_id(static_cast<ClaimKind>(index))));
        if (found == line.end()) continue;
        if (content) return LogProblem{"log.bad_claim", "drew | received | peeked | investigated"};
        content = &*found;
        kind = index;
    }
    if (!content) return LogProblem{"log.missing_field", "drew | received | peeked | investigated"};
    switch (static_cast<ClaimKind>(kind)) {
    case ClaimKind::Drew:
    case ClaimKind::Received: {
        const bool drew = static_cast<ClaimKind>(kind) == ClaimKind::Drew;
        const auto liberals =
            decode_tile_counts(*content, drew ? "drew" : "received", drew ? 3 : 2);
        if (const auto* problem = std::get_if<LogProblem>(&liberals)) return *problem;
        const int count = std::get<int>(liberals);
        return drew ? Event::claim_drew(player, count) : Event::claim_received(player, count);
    }
    case ClaimKind::Peeked: {
        const LogProblem shape{"log.bad_claim", "peeked: 3 of \"liberal\", \"fascist\""};
        if (!content->is_array() || content->size() != 3) return shape;
        int bits = 0;
        for (std::size_t index = 0; index < 3; ++index) {
            const Json& tile = (*content)[index];
            if (!tile.is_string()) return shape;
            const auto& name = tile.get_ref<const std::string&>();
            if (name == "liberal")
                bits |= 1 << index;
            else if (name != "fascist")
                return shape;
        }
        return Event::claim_peeked(player, bits);
    }
    case ClaimKind::Investigated: {
        const Seat target = reader.player("investigated");
        const Json* party = reader.field("party", &Json::is_string, "\"liberal\" or \"fascist\"");
        if (reader.problem) return *reader.problem;
        const auto& name = party->get_ref<const std::string&>();
        if (name != "liberal" && name != "fascist")
            return LogProblem{"log.wrong_type", "party: \"liberal\" or \"fascist\""};
        return Event::claim_investigated(player, target,
                                         name == "liberal" ? Policy::Liberal : Policy::Fascist);
    }
    }
    return LogProblem{"log.bad_claim", ""};
}

/// Reads {"Ada":"hitler","Bo":"fascist",...}: every player exactly once,
/// one Hitler. Whether the roles can be true of the game is the engine's.
std::variant<Event, LogProblem> decode_reveal(const Json& line, const PlayerRoster& roster) {
    const LogProblem shape{"log.bad_reveal", "roles: {\"<name>\": \"hitler\" | \"fascist\" | "
                                             "\"liberal\", ...}"};
    const auto roles = line.find("roles");
    if (roles == line.end()) return LogProblem{"log.missing_field", "roles"};
    if (!roles->is_object()) return shape;
    SeatSet named;
    SeatSet hitlers;
    SeatSet fascists;
    for (const auto& [name, role] : roles->items()) {
        const auto seat = roster.seat_of(name);
        if (!seat) return LogProblem{"log.unknown_player", name};
        if (!role.is_string()) return shape;
        const auto& id = role.get_ref<const std::string&>();
        if (id == "hitler")
            hitlers.insert(*seat);
        else if (id == "fascist")
            fascists.insert(*seat);
        else if (id != "liberal")
            return shape;
        named.insert(*seat);
    }
    if (named.size() != roster.size()) return shape; // nlohmann keeps one of two equal keys
    if (hitlers.size() != 1)
        return LogProblem{std::string(refusal_key(Refusal::WrongRoleCounts)), ""};
    return Event::reveal(Roles{hitlers.nth(0), fascists});
}

} // namespace

bool is_blank(std::string_view text) {
    return text.find_first_not_of(" \t\r\n") == std::string_view::npos;
}

std::variant<SetupLine, LogProblem> decode_setup(const Json& line) {
    FieldReader reader(line, nullptr);
    SetupLine setup;
    if (const auto format = line.find("format"); format != line.end()) {
        // Unsigned first: a huge number must not wrap around to look old.
        if (!format->is_number_unsigned() || format->get<std::uint64_t>() < 1)
            return LogProblem{"log.wrong_type", "format: 1"};
        if (format->get<std::uint64_t>() > static_cast<std::uint64_t>(kLogFormat))
            return LogProblem{"log.newer_format", format->dump()};
    }
    const Json* players = reader.field("players", &Json::is_array, "list of names");
    if (reader.problem) return *reader.problem;
    for (const Json& name : *players) {
        if (!name.is_string()) return LogProblem{"log.wrong_type", "players: list of names"};
        const auto& text = name.get_ref<const std::string&>();
        if (is_blank(text)) return LogProblem{"log.blank_player_name", ""};
        if (setup.roster.seat_of(text)) return LogProblem{"log.duplicate_player", text};
        setup.roster.names.push_back(text);
    }
    setup.setup.players = setup.roster.size();
    if (check_setup(setup.setup) != Refusal::None)
        return LogProblem{std::string(refusal_key(Refusal::PlayerCountOutOfRange)),
                          std::to_string(setup.roster.size())};
    if (const auto options = line.find("options"); options != line.end() && !options->is_null()) {
        if (!options->is_object()) return LogProblem{"log.wrong_type", "options: object"};
        RuleOptions& chosen = setup.setup.options;
        for (const auto& [name, value] : options->items()) {
            bool* option = name == "tracker_resets_on_election" ? &chosen.tracker_resets_on_election
                           : name == "rebalanced_6p"            ? &chosen.rebalanced_6p
                           : name == "rebalanced_7p"            ? &chosen.rebalanced_7p
                           : name == "rebalanced_9p"            ? &chosen.rebalanced_9p
                                                                : nullptr;
            if (!option) return LogProblem{"log.unknown_option", name};
            if (!value.is_boolean()) return LogProblem{"log.wrong_type", name + ": true/false"};
            *option = value.get<bool>();
        }
        if (const Refusal refusal = check_setup(setup.setup); refusal != Refusal::None)
            return LogProblem{std::string(refusal_key(refusal)),
                              std::to_string(setup.roster.size())};
    }
    return setup;
}

std::variant<Event, LogProblem> decode_event(const Json& line, const PlayerRoster& roster) {
    FieldReader reader(line, &roster);
    const Json* type_field = reader.field("type", &Json::is_string, "event type");
    if (reader.problem) return *reader.problem;
    const auto& type_name = type_field->get_ref<const std::string&>();
    if (type_name == "setup") return LogProblem{"log.setup_repeated", ""};
    const auto type = event_type_named(type_name);
    if (!type) return LogProblem{"log.unknown_event_type", type_name};

    Event event;
    switch (*type) {
    case EventType::FirstPresident: event = Event::first_president(reader.player("player")); break;
    case EventType::Nominate: event = Event::nominate(reader.player("chancellor")); break;
    case EventType::Vote: {
        SeatSet ja;
        if (const Json* voters = reader.field("ja", &Json::is_array, "list of names")) {
            for (const Json& voter : *voters) {
                if (!voter.is_string()) return LogProblem{"log.wrong_type", "ja: list of names"};
                const auto& name = voter.get_ref<const std::string&>();
                const Seat seat = reader.seat_named(name);
                if (reader.problem) break;
                if (ja.contains(seat)) return LogProblem{"log.duplicate_voter", name};
                ja.insert(seat);
            }
        }
        event = Event::vote(ja);
        break;
    }
    case EventType::HitlerCheck: event = Event::hitler_check(reader.boolean("is_hitler")); break;
    case EventType::Enact: {
        const Json* policy = reader.field("policy", &Json::is_string, "\"liberal\" or \"fascist\"");
        if (reader.problem) break;
        const auto& name = policy->get_ref<const std::string&>();
        if (name != "liberal" && name != "fascist")
            return LogProblem{"log.wrong_type", "policy: \"liberal\" or \"fascist\""};
        event = Event::enact(name == "liberal" ? Policy::Liberal : Policy::Fascist);
        break;
    }
    case EventType::VetoRequest: event = Event::veto_request(); break;
    case EventType::VetoResponse: event = Event::veto_response(reader.boolean("agree")); break;
    case EventType::Investigate: event = Event::investigate(reader.player("target")); break;
    case EventType::Peek: event = Event::peek(); break;
    case EventType::SpecialElection:
        event = Event::special_election(reader.player("target"));
        break;
    case EventType::Execute: {
        const Seat target = reader.player("target");
        event = Event::execute(target, reader.boolean("was_hitler"));
        break;
    }
    case EventType::Claim: return decode_claim(line, reader);
    case EventType::Reveal: return decode_reveal(line, roster);
    case EventType::NightOver: event = Event::night_over(); break;
    }
    if (reader.problem) return *reader.problem;
    return event;
}

nlohmann::ordered_json encode_setup(const SetupLine& setup) {
    nlohmann::ordered_json line;
    line["type"] = "setup";
    line["format"] = kLogFormat;
    line["players"] = setup.roster.names;
    const RuleOptions& options = setup.setup.options;
    line["options"]["tracker_resets_on_election"] = options.tracker_resets_on_election;
    // Written only when on, so that a log without them still reads in older builds.
    if (options.rebalanced_6p) line["options"]["rebalanced_6p"] = true;
    if (options.rebalanced_7p) line["options"]["rebalanced_7p"] = true;
    if (options.rebalanced_9p) line["options"]["rebalanced_9p"] = true;
    return line;
}

nlohmann::ordered_json encode_event(const Event& event, const PlayerRoster& roster) {
    nlohmann::ordered_json line;
    line["type"] = event_type_name(event.type);
    switch (event.type) {
    case EventType::FirstPresident: line["player"] = roster.name_of(event.seat); break;
    case EventType::Nominate: line["chancellor"] = roster.name_of(event.seat); break;
    case EventType::Vote: {
        line["ja"] = nlohmann::ordered_json::array();
        for (const Seat seat : event.ja) line["ja"].push_back(roster.name_of(seat));
        break;
    }
    case EventType::HitlerCheck: line["is_hitler"] = event.yes; break;
    case EventType::Enact: line["policy"] = policy_id(event.policy); break;
    case EventType::VetoRequest: break;
    case EventType::VetoResponse: line["agree"] = event.yes; break;
    case EventType::Investigate:
    case EventType::SpecialElection: line["target"] = roster.name_of(event.seat); break;
    case EventType::Peek: break;
    case EventType::Execute:
        line["target"] = roster.name_of(event.seat);
        line["was_hitler"] = event.yes;
        break;
    case EventType::Claim: {
        line["player"] = roster.name_of(event.seat);
        const auto field = std::string(claim_kind_id(event.claim));
        switch (event.claim) {
        case ClaimKind::Drew: line[field] = encode_tile_counts(event.tiles, 3); break;
        case ClaimKind::Received: line[field] = encode_tile_counts(event.tiles, 2); break;
        case ClaimKind::Peeked: line[field] = encode_peeked(event.tiles); break;
        case ClaimKind::Investigated:
            line[field] = roster.name_of(event.target);
            line["party"] = policy_id(event.policy);
            break;
        }
        break;
    }
    case EventType::Reveal: line["roles"] = encode_roles(event.roles(), roster); break;
    case EventType::NightOver: break;
    }
    return line;
}

std::string_view role_id(Role role) {
    return kRoleNames[static_cast<std::size_t>(role)];
}

nlohmann::ordered_json encode_roles(const Roles& roles, const PlayerRoster& roster) {
    nlohmann::ordered_json by_name = nlohmann::ordered_json::object();
    for (Seat seat = 0; seat < roster.size(); ++seat)
        by_name[roster.name_of(seat)] = role_id(roles.of(seat));
    return by_name;
}

std::string_view policy_id(Policy policy) {
    return policy == Policy::Liberal ? "liberal" : "fascist";
}

std::string_view claim_kind_id(ClaimKind kind) {
    return kClaimFields[static_cast<std::size_t>(kind)];
}

nlohmann::ordered_json encode_tile_counts(int liberals, int tiles) {
    nlohmann::ordered_json counts;
    counts["liberal"] = liberals;
    counts["fascist"] = tiles - liberals;
    return counts;
}

nlohmann::ordered_json encode_peeked(int liberal_bits) {
    nlohmann::ordered_json tiles = nlohmann::ordered_json::array();
    for (int index = 0; index < 3; ++index)
        tiles.push_back(policy_id((liberal_bits >> index) & 1 ? Policy::Liberal : Policy::Fascist));
    return tiles;
}

} // namespace shn
