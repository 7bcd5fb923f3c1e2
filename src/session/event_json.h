#pragma once

#include "core/event.h"
#include "core/game_state.h"
#include "session/player_roster.h"

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <string_view>
#include <variant>

namespace shn {

/// LogProblem: why a line of a log cannot be read, as a catalogue key
/// ("log.*" or "refusal.*") and a detail to fill its {detail} slot (a field,
/// a name, a type; never a sentence).
struct LogProblem {
    std::string key;
    std::string detail;
};

/// The game-log line format of docs/game-log.md, both ways. Decoding checks
/// the shape of a line (fields, types, names); the rules are the engine's.
struct SetupLine {
    PlayerRoster roster;
    GameSetup setup;
};

/// The log format this build writes; a setup with a larger "format" is refused.
inline constexpr int kLogFormat = 1;

/// Only spaces, tabs and line ends: a blank log line, a blank name.
bool is_blank(std::string_view text);

std::variant<SetupLine, LogProblem> decode_setup(const nlohmann::json& line);
std::variant<Event, LogProblem> decode_event(const nlohmann::json& line,
                                             const PlayerRoster& roster);

nlohmann::ordered_json encode_setup(const SetupLine& setup);

/// The names and shapes the contract gives a policy ("liberal", "fascist"),
/// a claim's field ("drew", "received", "peeked", "investigated"), a count of
/// tiles ({"liberal": L, "fascist": F}) and a peek (three names, top first).
/// `--analyze` prints claims in the same shapes.
std::string_view policy_id(Policy policy);
std::string_view claim_kind_id(ClaimKind kind);
nlohmann::ordered_json encode_tile_counts(int liberals, int tiles);
nlohmann::ordered_json encode_peeked(int liberal_bits);
/// "liberal", "fascist", "hitler"; and {"<name>": role, ...} in seat order.
std::string_view role_id(Role role);
nlohmann::ordered_json encode_roles(const Roles& roles, const PlayerRoster& roster);
nlohmann::ordered_json encode_event(const Event& event, const PlayerRoster& roster);

} // namespace shn
