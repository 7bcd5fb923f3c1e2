#include "core/player_count_rules.h"

#include <doctest/doctest.h>

using namespace shn;

TEST_CASE("R2 roles per player count") {
    const int liberals[] = {3, 4, 4, 5, 5, 6};
    const int fascists[] = {1, 1, 2, 2, 3, 3};
    for (int players = 5; players <= 10; ++players) {
        CAPTURE(players);
        const RoleCounts roles = role_counts(players);
        CHECK(roles.liberals == liberals[players - 5]);
        CHECK(roles.fascists == fascists[players - 5]);
        CHECK(roles.hitler == 1);
        CHECK(roles.liberals + roles.fascists + roles.hitler == players);
    }
    CHECK(role_counts(4).liberals == 0);
    CHECK(role_counts(11).hitler == 0);
}

TEST_CASE("R3 the deck holds 6 liberal and 11 fascist tiles") {
    CHECK(kLiberalTiles == 6);
    CHECK(kFascistTiles == 11);
    CHECK(kDeckSize == 17);
}

TEST_CASE("R4 the fascist board by player count") {
    CHECK(fascist_board(5) == FascistBoard::FiveToSix);
    CHECK(fascist_board(6) == FascistBoard::FiveToSix);
    CHECK(fascist_board(7) == FascistBoard::SevenToEight);
    CHECK(fascist_board(8) == FascistBoard::SevenToEight);
    CHECK(fascist_board(9) == FascistBoard::NineToTen);
    CHECK(fascist_board(10) == FascistBoard::NineToTen);
}

TEST_CASE("R30 the power table of each board, slot by slot") {
    using P = PresidentialPower;
    const P small[] = {P::None, P::None, P::PolicyPeek, P::Execution, P::Execution, P::None};
    const P medium[] = {P::None,      P::Investigate, P::SpecialElection,
                        P::Execution, P::Execution,   P::None};
    const P large[] = {P::Investigate, P::Investigate, P::SpecialElection,
                       P::Execution,   P::Execution,   P::None};
    for (int slot = 1; slot <= 6; ++slot) {
        CAPTURE(slot);
        CHECK(power_for_slot(FascistBoard::FiveToSix, slot) == small[slot - 1]);
        CHECK(power_for_slot(FascistBoard::SevenToEight, slot) == medium[slot - 1]);
        CHECK(power_for_slot(FascistBoard::NineToTen, slot) == large[slot - 1]);
        CHECK(slot_unlocks_veto(slot) == (slot >= 5));
    }
    CHECK(power_for_slot(FascistBoard::NineToTen, 0) == P::None);
    CHECK(power_for_slot(FascistBoard::NineToTen, 7) == P::None);
}
